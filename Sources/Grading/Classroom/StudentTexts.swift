import Dispatch
import Synchronization

/// What each student of a graded class gets written: the CSV record, the feedback letter and
/// the feedback file's name before it is made unique. They are made on all cores, so that
/// the thread that writes them only joins them.
public struct StudentTexts: Sendable {
  public var records: [String] = []
  public var letters: [String] = []
  public var bases: [String] = []

  /// Each student's texts that are asked for (`records`: CSV records; `feedback`: letters and
  /// file names); the others stay empty.
  public static func make(_ report: ClassReport, records: Bool, feedback: Bool) -> StudentTexts {
    guard records || feedback else { return StudentTexts() }
    let count = report.rows.count
    let made = Mutex(
      StudentTexts(
        records: Array(repeating: "", count: records ? count : 0),
        letters: Array(repeating: "", count: feedback ? count : 0),
        bases: Array(repeating: "", count: feedback ? count : 0)))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let record = records ? report.csvRecord(index) : ""
      let letter = feedback ? report.feedback(index) : ""
      let base = feedback ? report.feedbackFileBase(index) : ""
      made.withLock { texts in
        if records { texts.records[index] = record }
        if feedback {
          texts.letters[index] = letter
          texts.bases[index] = base
        }
      }
    }
    return made.withLock { $0 }
  }
}
