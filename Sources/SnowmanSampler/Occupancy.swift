extension PerspectiveSampler {
  /// Where a picture's levels hold anything but transparent texels, by blocks of `blockSide` × `blockSide` texels: a
  /// summed-area table a level of how many blocks hold a texel that is not 0, so whether a rectangle of texels is all
  /// transparent is four reads. A span whose taps read only transparent texels sums to 0, which leaves every pixel as
  /// it was (`blend`): it is skipped, the same bytes for less work. The snowman is 61 % transparent texels around its
  /// outline, and a picture turned or in perspective fills a fraction of its box.
  public struct Occupancy {
    /// Where level k's table starts in the counts, and its size: `columns` × `rows` counts, one more each way than
    /// the level has blocks (the table's first row and column are 0).
    public struct Table: Sendable {
      let offset: Int, columns: Int, rows: Int
    }

    static let blockShift = 3
    static let blockSide = 1 << blockShift

    let counts: UnsafePointer<Int32>
    let tables: UnsafeBufferPointer<Table>

    public init(counts: UnsafePointer<Int32>, tables: UnsafeBufferPointer<Table>) {
      (self.counts, self.tables) = (counts, tables)
    }

    /// The tables of `levels` of the premultiplied texels at `base`, end to end, and where each starts.
    public static func tables(_ base: UnsafePointer<UInt8>, levels: UnsafeBufferPointer<Level>) -> (
      counts: [Int32], tables: [Table]
    ) {
      var tables: [Table] = []
      var total = 0
      for level in levels {
        let columns = (level.width + blockSide - 1) / blockSide + 1,
          rows = (level.height + blockSide - 1) / blockSide + 1
        tables.append(Table(offset: total, columns: columns, rows: rows))
        total += columns * rows
      }
      var counts = [Int32](repeating: 0, count: total)
      counts.withUnsafeMutableBufferPointer { counts in
        guard let out = counts.baseAddress else { return }
        for (level, table) in zip(levels, tables) {
          fill(out + table.offset, table, base + level.offset, level)
        }
      }
      return (counts, tables)
    }

    /// Marks each block of `level` that holds a texel that is not 0, then sums the marks into `table`'s counts.
    private static func fill(
      _ out: UnsafeMutablePointer<Int32>, _ table: Table, _ texels: UnsafePointer<UInt8>, _ level: Level
    ) {
      let bytes = UnsafeRawPointer(texels)
      let whole = level.width >> blockShift
      for y in 0..<level.height {
        let marks = out + (y >> blockShift + 1) * table.columns + 1, row = bytes + y * level.width * 4
        // A block's row of texels is 32 bytes: four 8-byte words or'd, one test a block.
        for block in 0..<whole {
          let p = row + block * blockSide * 4
          let any =
            p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          if any != 0 { marks[block] = 1 }
        }
        for x in (whole << blockShift)..<level.width
        where row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != 0 {
          marks[whole] = 1
        }
      }
      for r in 1..<table.rows {
        var run: Int32 = 0
        for c in 1..<table.columns {
          run += out[r * table.columns + c]
          out[r * table.columns + c] = run + out[(r - 1) * table.columns + c]
        }
      }
    }

    /// Whether every texel of `level` (number `index`) from column `u0` to `u1` and row `v0` to `v1` (inclusive, each
    /// clamped to the level, as the sampler clamps what it reads) is transparent.
    @inline(__always)
    func isEmpty(_ index: Int, _ level: Level, u0: Int, v0: Int, u1: Int, v1: Int) -> Bool {
      let table = tables[index]
      let (w1, h1) = (level.width - 1, level.height - 1)
      let c0 = min(max(u0, 0), w1) >> Self.blockShift, c1 = min(max(u1, 0), w1) >> Self.blockShift + 1
      let r0 = min(max(v0, 0), h1) >> Self.blockShift, r1 = min(max(v1, 0), h1) >> Self.blockShift + 1
      let t = counts + table.offset
      return t[r1 * table.columns + c1] - t[r0 * table.columns + c1] - t[r1 * table.columns + c0]
        + t[r0 * table.columns + c0]
        == 0
    }
  }
}
