import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The README's controls table against the key map: every shortcut it names (a Ctrl chord, a function key, a
/// letter or bracket said as a key) does something on the screen it is said for.
final class ReadmeKeysTests: XCTestCase {
  /// The first column of the README's controls table, one cell a row.
  static func keyCells() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let rows = text.split(separator: "\n").drop { !$0.hasPrefix("| Do this | To |") }.dropFirst(2)
    return rows.prefix { $0.hasPrefix("|") }.map { String($0.split(separator: "|").first ?? "") }
  }

  /// The chords a cell names: "Ctrl+Shift+C", "F1", "Shift+F10", and `[`, `]`, R, L or a digit said alone.
  static func chords(in cell: String) -> [String] {
    var out = cell.matches(of: #/(?:(?:Ctrl|Shift)\+)+(?:[A-Z0-9]|Tab|F10)\b|\bF1\b/#).map { String($0.output) }
    let tokens = cell.split { ";,/".contains($0) }.map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
    }
    for token in tokens where token.count == 1 {
      let c = token.first ?? " "
      if (c.isLetter && c.isUppercase) || "[]0123456789".contains(c) { out.append(token) }
    }
    return out
  }

  /// `chord` as the window decodes it.
  static func key(_ chord: String) -> (Key, KeyModifiers)? {
    var modifiers: KeyModifiers = []
    var parts = chord.split(separator: "+").map(String.init)
    let last = parts.removeLast()
    for p in parts { modifiers.insert(p == "Ctrl" ? .ctrl : .shift) }
    switch last {
    case "Tab": return (.tab, modifiers)
    case "F1": return (.f1, modifiers)
    case "F10": return (.f10, modifiers)
    default:
      guard let c = last.lowercased().first, last.count == 1 else { return nil }
      return (.character(c), modifiers)
    }
  }

  func test_everyShortcutInTheControlsTable_isInTheKeyMap() throws {
    let cells = try Self.keyCells()
    XCTAssertGreaterThan(cells.count, 30, "the controls table is found")
    var checked: [String] = []
    for cell in cells {
      for chord in Self.chords(in: cell) {
        let (key, modifiers) = try XCTUnwrap(Self.key(chord), "\(chord) in “\(cell)”")
        // A text field's keys are the field's; the others are said for the Animation screen or Settings, either
        // answering being the key map knowing them.
        if cell.contains("In a text field") {
          XCTAssertNotNil(
            InputMap.fieldKey(key, ctrl: modifiers.contains(.ctrl), shift: modifiers.contains(.shift)),
            "\(chord), which the README says a text field takes, does nothing there")
          checked.append(chord)
          continue
        }
        let answered = [Tab.animation, .settings].contains { tab in
          let store = MemoryStore()
          let app = AppStore(store: store, loaded: store.loadAll())
          app.handle(.tabSelected(tab))
          switch InputMap.command(for: key, modifiers, state: app.state) {
          case .quit: return true
          case .actions(let actions)?: return !actions.isEmpty
          case nil: return false
          }
        }
        XCTAssertTrue(answered, "\(chord), which the README's controls table names, does nothing")
        checked.append(chord)
      }
    }
    for expected in ["Ctrl+K", "Ctrl+Z", "Ctrl+E", "Ctrl+Shift+C", "F1", "[", "R", "L", "Ctrl+T"] {
      XCTAssertTrue(checked.contains(expected), "\(expected) is read from the table: \(checked)")
    }
  }
}
