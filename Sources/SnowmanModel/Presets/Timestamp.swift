import Foundation

/// The `createdAt` timestamps of preset files: RFC 3339 in UTC with milliseconds ("2026-11-22T09:00:00.000Z").
/// Written and read by hand because a date formatter costs more than decoding the rest of a preset.
enum Timestamp {
  /// `date` as `yyyy-MM-ddTHH:mm:ss.SSSZ`, UTC.
  static func string(_ date: Date) -> String {
    let totalMS = Int64((date.timeIntervalSince1970 * 1000).rounded())
    var seconds = time_t(totalMS >= 0 ? totalMS / 1000 : (totalMS - 999) / 1000)
    let ms = Int(totalMS - Int64(seconds) * 1000)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), ms)
  }

  /// The date in `text`: the form `string` writes, or any RFC 3339 date-time a formatter understands.
  static func date(_ text: String) -> Date? {
    let u = Array(text.utf8)
    // 2026-11-22T09:00:00.000Z: the form this build writes is read by hand, strictly.
    if u.count == 24, u[4] == 45, u[7] == 45, u[10] == 84, u[13] == 58, u[16] == 58, u[19] == 46, u[23] == 90 {
      return parseUTCMilliseconds(u)
    }
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let d = f.date(from: text) { return d }
    f.formatOptions = [.withInternetDateTime]
    return f.date(from: text)
  }

  private static func parseUTCMilliseconds(_ u: [UInt8]) -> Date? {
    func number(_ from: Int, _ count: Int) -> Int? {
      var n = 0
      for i in from..<(from + count) {
        let d = Int(u[i]) - 48
        guard (0...9).contains(d) else { return nil }
        n = n * 10 + d
      }
      return n
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
      let minute = number(14, 2), let second = number(17, 2), let ms = number(20, 3),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    let seconds = timegm(&parts)
    // timegm normalises 31 February into March; such a date is not one.
    guard parts.tm_mday == Int32(day), parts.tm_mon == Int32(month - 1) else { return nil }
    return Date(timeIntervalSince1970: Double(seconds) + Double(ms) / 1000)
  }
}
