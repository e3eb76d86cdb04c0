import Simulation
import Testing

@testable import CommandLanguage

/// `RetainedObjects`: a few pairs searched in place, a dictionary past `fewLimit`; either way
/// it answers as a dictionary of the objects held would, and lets go of what it drops.
struct RetainedObjectsTests {
  private let registry = InstanceRegistry()

  private func instance(_ number: Int) -> Instance {
    Instance(.object(number), className: "NSObject", name: "o\(number)", registry: registry)
  }

  /// Holds, replaces and drops objects, in and past the few kept in place, against a
  /// dictionary doing the same.
  @Test(arguments: [3, RetainedObjects.fewLimit, RetainedObjects.fewLimit * 4])
  func answersAsADictionaryWould(objects: Int) {
    var retained = RetainedObjects()
    var expected: [OwnedObject: Instance] = [:]
    let instances = (0..<objects * 2).map(instance)
    func key(_ number: Int) -> OwnedObject {
      number.isMultiple(of: 2) ? .controller(ControllerID(number)) : .view(ViewID(number))
    }
    for step in 0..<objects * 6 {
      let number = (step * 7) % objects
      let value: Instance? = step % 3 == 2 ? nil : instances[(step + number) % instances.count]
      retained[key(number)] = value
      expected[key(number)] = value
      #expect(retained.count == expected.count)
      for probe in 0..<objects {
        #expect(retained[key(probe)] === expected[key(probe)])
      }
    }
    retained.removeAll()
    #expect(retained.count == 0)
    #expect(retained[key(0)] == nil)
  }

  /// A dropped object is released: nothing else holding it, it goes away.
  @Test func lettingGoReleasesTheObject() {
    var retained = RetainedObjects()
    weak var held: Instance?
    do {
      let made = instance(1)
      held = made
      retained[.view(ViewID(1))] = made
    }
    #expect(held != nil)
    retained[.view(ViewID(1))] = nil
    #expect(held == nil)
  }
}
