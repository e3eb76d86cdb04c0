import Simulation

/// What the lesson engine tells the learner, in both languages: one place for the wording.
enum LessonMessage {
  case notYet(String)
  case earlierAttempt
  case troubled(String)
  case skipAsk
  case skipped(String)
  case skippedSummary(Int)
  case retried
  case retryMissing(String)
  /// The methods the learner's earlier steps defined, each with the number of its step.
  case retryKeepsMethods([(name: String, step: Int)])
  case leftOpen(String, String)
  case predictProgress(Int)
  case predictNotCallback(String)
  case predictNotCallbackAgain(String)
  case stillTroubled
  case sentByUIKitToo(String)
  case predictRight
  case predictWrong(String, Int)
  case predictRunning
  case expectedLog
  case tryAgain
  case quizScore(Int, Int)
  case practice(String, String)
  case goal
  case goalFooter
  case skeleton
  case predictIntro
  case predictAsk

  func text(_ l: Language) -> String {
    switch self {
    case .notYet(let reason): return l.pick("not yet: ", "还没有完成：") + reason
    case .earlierAttempt:
      return l.pick(
        "an earlier attempt in this step is still in its log: :retry starts the step over, :undo takes back the last input",
        "这一步之前的尝试还留在日志里：:retry 重新开始这一步，:undo 撤销上一次输入")
    case .troubled(let line):
      return l.pick(
        "UIKit printed `\(line)` in this step, so something went wrong: :retry starts the step over, :undo takes back the last input",
        "这一步里 UIKit 打印了 `\(line)`，说明有地方出错了：:retry 重新开始这一步，:undo 撤销上一次输入")
    case .predictNotCallbackAgain(let line):
      return l.pick("`\(line)` is no callback either: not kept", "`\(line)` 也不是回调：不保留")
    case .sentByUIKitToo(let line):
      return l.pick(
        "your code calls \(line) itself, and UIKit sends it as well: leave your own call out (:retry starts the step over)",
        "你的代码自己调用了 \(line)，而 UIKit 也会发出它：去掉你自己的这次调用（:retry 重新开始这一步）")
    case .stillTroubled:
      return l.pick(
        "the warning UIKit printed earlier in this step still stands: :retry starts the step over, :undo takes back the last input",
        "这一步前面 UIKit 打印的警告仍然有效：:retry 重新开始这一步，:undo 撤销上一次输入")
    case .skipAsk:
      return l.pick(
        "this step is not done yet: :next again skips it (it is marked skipped), :hint helps, :check shows what is missing",
        "这一步还没有完成：再输入一次 :next 就跳过它（记为已跳过），:hint 给出提示，:check 显示还缺什么")
    case .skipped(let title):
      return l.pick("skipped: ", "已跳过：") + title
    case .skippedSummary(let count):
      return l.pick(
        "(\(count) step\(count == 1 ? "" : "s") skipped: :lesson with this lesson's id, then :next and :back, to go back to them)",
        "（跳过了 \(count) 步：用 :lesson 加本课的 ID 重新打开，再用 :next 和 :back 回到这些步骤）")
    case .retried:
      return l.pick(
        "back to the start of this step, with your own code from the steps before",
        "回到这一步的开头，前面各步用的仍是你自己的代码")
    case .leftOpen(let name, let state):
      return l.pick(
        "\(name) is still \(state): an appearance change was begun and never ended in this step. :undo takes back the last input, :retry starts the step over",
        "\(name) 仍处于 \(state) 状态：这一步里开始了一次出现或消失，却没有结束。:undo 撤销上一次输入，:retry 重新开始这一步")
    case .retryMissing(let line):
      return l.pick(
        "this step builds on something your code so far does not have (its code stops at `\(line)`): change your earlier code with :back, or :solution shows this step's code",
        "这一步要用到你目前的代码里没有的东西（这一步的代码在 `\(line)` 处出错）：用 :back 回去修改前面的代码，或用 :solution 查看这一步的代码")
    case .retryKeepsMethods(let methods):
      let english = methods.map { "`\($0.name)` (step \($0.step))" }.joined(separator: ", ")
      let chinese = methods.map { "第 \($0.step) 步的 `\($0.name)`" }.joined(separator: "、")
      return l.pick(
        "your methods come back as you wrote them: \(english). If the fault is in one, define it again (a new definition replaces the old one) before your code calls it, here or in an earlier step (:back goes back a step)",
        "你的方法按你写的原样恢复：\(chinese)。如果问题出在某个方法里，就在代码调用它之前重新定义它（新的定义会取代旧的），可以在这一步，也可以在前面的步骤里（:back 回到上一步）"
      )
    case .predictProgress(let given):
      return l.pick(
        "prediction: \(given) callback\(given == 1 ? "" : "s") so far; type the next one, or :check to compare with the log now",
        "预测：已输入 \(given) 个回调；继续输入下一个，或用 :check 立即与日志比较")
    case .predictNotCallback(let line):
      return l.pick(
        "`\(line)` is no callback, so it is not part of your prediction, and nothing you type here runs: type what UIKit will call, one callback a line (container.viewWillAppear(false)), then :check",
        "`\(line)` 不是回调，不算进你的预测，而且这里输入的内容都不会运行：请输入 UIKit 将会调用的回调，每行一个（container.viewWillAppear(false)），然后用 :check"
      )
    case .predictRight:
      return l.pick("✓ your prediction matches the log; here it is:", "✓ 你的预测与日志一致；下面是实际的日志：")
    case .predictWrong(let divergence, let agreed):
      if agreed == 0 {
        return l.pick(
          "not quite: \(divergence); type the prediction again", "还不对：\(divergence)；请重新输入预测")
      }
      return l.pick(
        agreed == 1
          ? "not quite: \(divergence). Your first callback stands; type the rest again"
          : "not quite: \(divergence). Your first \(agreed) callbacks stand; type the rest again",
        "还不对：\(divergence)。前 \(agreed) 个回调保留；请重新输入其余的")
    case .predictRunning:
      return l.pick("the code runs now:", "现在运行这段代码：")
    case .expectedLog:
      return l.pick("The log this code prints:", "这段代码打印的日志：")
    case .tryAgain:
      return l.pick("try another answer with :answer N", "用 :answer N 再试一个答案")
    case .quizScore(let right, let count):
      return l.pick(
        "quiz: \(right) of \(count) right at the first try", "小测验：\(count) 题中第一次就答对 \(right) 题")
    case .practice(let id, let title):
      return l.pick(
        "Now write it from memory: :exercise \(id) (\(title)); :check grades your answer",
        "现在凭记忆写一遍：:exercise \(id)（\(title)）；:check 为你的答案评分")
    case .goal: return l.pick("Goal:", "目标：")
    case .goalFooter:
      return l.pick(
        "(:goal draws the target beside your tree; :hint gives hints, the last one the code)",
        "（:goal 把目标和你当前的树并排画出；:hint 给出提示，最后一条提示给出代码）")
    case .skeleton: return l.pick("Start from:", "从这里开始：")
    case .predictIntro: return l.pick("This code will run:", "将要运行的代码：")
    case .predictAsk:
      return l.pick(
        "Predict its callback log before it runs: type one callback a line, as the log writes it (someController.viewWillAppear(false)); views loading (loadView, viewDidLoad) may be left out, and nothing you type runs. When your prediction is complete, :check compares it with the log; :hint helps.",
        "在它运行之前预测回调日志：每行输入一个回调，写法和日志一样（someController.viewWillAppear(false)）；加载视图的回调（loadView、viewDidLoad）可以不写，你输入的内容不会运行。预测写完后，用 :check 与日志比较；:hint 给出提示。"
      )
    }
  }
}
