import Foundation
import SnowmanFuzzing

// `make fuzz`: snowman-fuzz [INPUTS] [SEED] [CORPUS_DIR] — mutates the corpus, decodes every input as a preset
// and as preferences, and exits non-zero on the first rule broken.
let args = CommandLine.arguments
let inputs = args.count > 1 ? Int(args[1]) ?? 1_000_000 : 1_000_000
let seed = args.count > 2 ? UInt64(args[2]) ?? 1 : 1
let folder = URL(fileURLWithPath: args.count > 3 ? args[3] : "Fuzz/corpus")
let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
let corpus = files.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
guard !corpus.isEmpty else {
  FileHandle.standardError.write(Data("snowman-fuzz: no corpus files in \(folder.path)\n".utf8))
  exit(2)
}
var fuzzer = DecoderFuzzer(corpus: corpus, seed: seed)
let started = Date()
var total = DecoderFuzzer.Report()
let chunk = 100_000
var done = 0
while done < inputs {
  let report = fuzzer.run(min(chunk, inputs - done))
  done += report.inputs
  total.inputs += report.inputs
  total.presetsAccepted += report.presetsAccepted
  total.preferencesAccepted += report.preferencesAccepted
  total.slowestMicroseconds = max(total.slowestMicroseconds, report.slowestMicroseconds)
  total.failures += report.failures
  // Unbuffered, so a long run shows its progress as it goes.
  FileHandle.standardOutput.write(
    Data("\(done) inputs, \(total.failures.count) failures, \(Int(Date().timeIntervalSince(started))) s\n".utf8))
  if !total.failures.isEmpty { break }
}
print("fuzz: \(total) (seed \(seed), \(String(format: "%.1f", Date().timeIntervalSince(started))) s)")
for failure in total.failures.prefix(10) { print("  \(failure)") }
exit(total.failures.isEmpty ? 0 : 1)
