let vcs = [UIViewController(), UIViewController()]
vcs.count
vcs.isEmpty
if vcs.count > 1 && !vcs.isEmpty {
  print("two")
} else {
  print("none")
}
let x = vcs.count == 2 ? 1 : 0
vcs[0] === vcs[1]
