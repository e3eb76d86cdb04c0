import Testing

@testable import CommandLanguage

/// The native-stack check of the depth budget on more than one thread.
struct NativeStackTests {
  @Test("a stack read on one thread says nothing about another thread's stack")
  func otherThreadsStackIsReadFirst() {
    var stack = NativeStack()
    stack.prepare()
    let here = stack.isExhausted()
    #expect(!here, "this thread's own stack, barely used")
    // A thread made now gets a stack mapped elsewhere (on Linux, usually below this one, so
    // the first thread's floor would be above every address of it).
    let elsewhere = NativeStack.withInputStack { () -> Bool in
      var copy = stack
      return copy.isExhausted()
    }
    #expect(!elsewhere, "a shallow call on the input stack is not out of room")
  }

  @Test("a budget reset on one thread lets a call enter on the input stack")
  func depthBudgetOnTheInputStack() {
    var budget = DepthBudget()
    budget.reset()
    let entered = NativeStack.withInputStack { () -> Bool in
      budget.enter(.closure, limit: 10)
    }
    #expect(entered)
  }
}
