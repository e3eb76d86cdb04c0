import TestSupport
import Testing

@testable import Grading
@testable import LessonEngine

/// The feedback zip (`grade --feedback-zip`): a zip any unzip reads (stored files, CRC-32, UTF-8
/// names), whose files Moodle's "Upload multiple feedback files in a zip" attaches to the right
/// participants — read back here as `mod/assign/feedback/file/importziplib.php` matches them.
@Suite struct FeedbackZipTests {
  typealias Fixture = ClassReportTests

  static let time = ZipArchive.Time(year: 2024, month: 5, day: 1, hour: 10, minute: 7, second: 31)

  /// What Moodle's importer does with one file of the zip: the zip is unpacked under
  /// `/import/`; hidden files (`.`, `~`) are skipped; the path's parts are tried in turn, each
  /// split at `_` into at most five pieces (`explode('_', $part, 5)`), and the first with at
  /// least four whose second is the number of a participant of the assignment and whose third
  /// and fourth name one of the assignment's plugins decides the student; what follows the
  /// fourth piece, with the rest of the path, is the file's name in the feedback.
  static func moodleMatch(_ name: String, participants: Set<String>)
    -> (participant: String, plugin: String, file: String)?
  {
    let base = name.split(separator: "/").last.map(String.init) ?? name
    guard !base.hasPrefix("."), !base.hasPrefix("~"), !name.hasSuffix("/") else { return nil }
    var parts = ("/import/" + name).split(separator: "/", omittingEmptySubsequences: false)
      .map(String.init)
    while !parts.isEmpty {
      let part = parts.removeFirst()
      let info = part.split(separator: "_", maxSplits: 4, omittingEmptySubsequences: false)
        .map(String.init)
      guard info.count >= 4, !info[1].isEmpty, info[1].allSatisfy(\.isASCII),
        info[1].allSatisfy(\.isNumber), participants.contains(String(Int(info[1]) ?? -1))
      else { continue }
      guard Self.plugins.contains(info[2] + "_" + info[3]) else { continue }
      return (
        String(Int(info[1]) ?? -1), info[2] + "_" + info[3],
        ([info.count == 5 ? info[4] : ""] + parts).joined(separator: "/")
      )
    }
    return nil
  }

  /// An assignment's plugins, as `get_plugin_by_type` finds them.
  static let plugins: Set<String> = [
    "assignsubmission_file", "assignsubmission_onlinetext", "assignsubmission_comments",
    "assignfeedback_file", "assignfeedback_comments", "assignfeedback_offline",
    "assignfeedback_editpdf",
  ]

  @Test func crc32IsZipsChecksum() {
    #expect(CRC32.of(Array("123456789".utf8)) == 0xCBF4_3926, "the standard check value")
    #expect(CRC32.of([]) == 0)
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
    #expect(CRC32.of(bytes) == ZipReading.crc32(bytes))
  }

  @Test func anArchiveReadsBackFileByFileWithUTF8NamesAndTheirTimes() throws {
    var archive = ZipArchive()
    let added = [
      archive.add("a.txt", Array("one\n".utf8), modified: Self.time),
      archive.add("王小明_7_assignfeedback_file_x.txt", [], modified: Self.time),
      archive.add("García/b.txt", [0, 255, 10], modified: Self.time),
      archive.add("", [1], modified: Self.time),
    ]
    #expect(added == [true, true, true, false], "no file without a name")
    let entries = try ZipReading.entries(archive.bytes)
    #expect(entries.map(\.name) == ["a.txt", "王小明_7_assignfeedback_file_x.txt", "García/b.txt"])
    #expect(entries.map(\.contents) == [Array("one\n".utf8), [], [0, 255, 10]])
    #expect(entries.allSatisfy { $0.flags & 0x0800 != 0 }, "names are marked UTF-8")
    #expect(entries.allSatisfy { $0.mode == 0o100644 }, "regular files, rw-r--r--")
    // MS-DOS time: 10:07:30 (two-second steps), 2024-05-01.
    #expect(entries[0].time == 10 << 11 | 7 << 5 | 15)
    #expect(entries[0].date == 44 << 9 | 5 << 5 | 1)
    #expect(try ZipReading.entries(ZipArchive().bytes).isEmpty, "an empty zip is valid")
  }

  @Test func moodleAttachesEachStudentsLetterToThatParticipant() throws {
    let names = ["Ben Okafor", "O'Neil, \"Em\"", "王小明", "García_Ana", ".hidden", "~tilde"]
    var rows = names.enumerated().map { index, name in
      Fixture.row(name, index == 2 ? Fixture.error : Fixture.fail, id: String(40213 + index))
    }
    rows.append(Fixture.row("Not On Moodle", Fixture.pass))
    rows.append(Fixture.row("Ben Okafor", Fixture.pass, id: "40299"))
    let report = Fixture.report(rows)
    let bytes = try #require(report.feedbackZip(modified: Self.time))
    let entries = try ZipReading.entries(bytes)
    #expect(entries.count == rows.count)
    let participants = Set(rows.compactMap(\.identity.platformID))
    for (index, row) in rows.enumerated() {
      let entry = entries[index]
      #expect(entry.contents == Array(report.feedback(index).utf8))
      let match = Self.moodleMatch(entry.name, participants: participants)
      if let id = row.identity.platformID {
        #expect(match?.participant == id, "\(entry.name)")
        #expect(match?.plugin == "assignfeedback_file", "the feedback files, not another plugin")
        #expect(match?.file == "containrepl.feedback.txt", "\(entry.name)")
      } else {
        #expect(match == nil, "\(entry.name): not a Moodle student")
      }
    }
    #expect(Set(entries.map { $0.name.lowercased() }).count == entries.count, "names unique")
    #expect(
      Self.moodleMatch(entries[0].name, participants: ["1"]) == nil,
      "a participant of another assignment matches nothing")
  }

  @Test func theMatcherFollowsMoodlesBothLayouts() {
    let ids: Set<String> = ["5"]
    let flat = Self.moodleMatch("A B_5_assignfeedback_file_x.txt", participants: ids)
    #expect(flat?.participant == "5" && flat?.file == "x.txt")
    let folder = Self.moodleMatch("zipped/A B_5_assignfeedback_file/x.txt", participants: ids)
    #expect(folder?.file == "/x.txt", "Moodle 4.1's folder per student")
    #expect(Self.moodleMatch("A_B_5_assignfeedback_file_x.txt", participants: ids) == nil)
    #expect(Self.moodleMatch("A B_5_nothing_here_x.txt", participants: ids) == nil)
    #expect(Self.moodleMatch(".A B_5_assignfeedback_file_x.txt", participants: ids) == nil)
  }
}
