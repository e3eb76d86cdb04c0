var count = 0
let block = { count += 1 }
block()
block()
print(count)
var frame = view.bounds
frame.origin.x = frame.size.width
frame
