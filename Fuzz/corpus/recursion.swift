func f(_ n: Int) {
  f(n + 1)
}
f(0)
