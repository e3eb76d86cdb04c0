/// A decoded PNG image (8-bit greyscale, RGB or RGBA, not interlaced: what Chromium writes),
/// for checking screenshots without an image library.
struct PNGImage {
  let width: Int
  let height: Int
  /// Red, green and blue of each pixel, row by row.
  let pixels: [(UInt8, UInt8, UInt8)]

  struct DecodeError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ bytes: [UInt8]) throws {
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw DecodeError(description: "not a PNG file")
    }
    var offset = 8
    var header: [UInt8] = []
    var data: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length + 4 <= bytes.count else { throw DecodeError(description: "cut short") }
      if type == "IHDR" { header = Array(bytes[body..<body + length]) }
      if type == "IDAT" { data += bytes[body..<body + length] }
      if type == "IEND" { break }
      offset = body + length + 4
    }
    guard header.count == 13 else { throw DecodeError(description: "no header") }
    let number = { (at: Int) in header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    width = number(0)
    height = number(4)
    let depth = header[8]
    let colorType = header[9]
    guard depth == 8, header[12] == 0 else {
      throw DecodeError(description: "bit depth \(depth), interlace \(header[12]) not supported")
    }
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw DecodeError(description: "colour type \(colorType) not supported")
    }
    guard data.count > 2 else { throw DecodeError(description: "no image data") }
    var inflater = Inflater(Array(data.dropFirst(2)))  // the zlib header
    let raw = try inflater.inflate()
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodeError(description: "image data too short")
    }
    var previous = [UInt8](repeating: 0, count: stride)
    var result: [(UInt8, UInt8, UInt8)] = []
    result.reserveCapacity(width * height)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      var line = Array(raw[start + 1..<start + 1 + stride])
      for index in 0..<stride {
        let left = index >= channels ? Int(line[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
        default: throw DecodeError(description: "filter \(filter)")
        }
        line[index] = UInt8(truncatingIfNeeded: Int(line[index]) + predictor)
      }
      for x in 0..<width {
        let base = x * channels
        if channels >= 3 {
          result.append((line[base], line[base + 1], line[base + 2]))
        } else {
          result.append((line[base], line[base], line[base]))
        }
      }
      previous = line
    }
    pixels = result
  }

  /// How many pixels are within `tolerance` of the colour `hex` (`0x263238`) in each channel.
  func count(near hex: UInt32, tolerance: Int = 0) -> Int {
    let red = Int(hex >> 16 & 0xFF)
    let green = Int(hex >> 8 & 0xFF)
    let blue = Int(hex & 0xFF)
    return pixels.reduce(0) { total, pixel in
      abs(Int(pixel.0) - red) <= tolerance && abs(Int(pixel.1) - green) <= tolerance
        && abs(Int(pixel.2) - blue) <= tolerance ? total + 1 : total
    }
  }

  /// How many different colours the image has (at most `limit` are counted).
  func distinctColors(limit: Int = 10_000) -> Int {
    var seen = Set<UInt32>()
    for pixel in pixels {
      seen.insert(UInt32(pixel.0) << 16 | UInt32(pixel.1) << 8 | UInt32(pixel.2))
      if seen.count >= limit { break }
    }
    return seen.count
  }
}

/// DEFLATE (RFC 1951) decompression: stored, fixed and dynamic Huffman blocks.
struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0

  init(_ input: [UInt8]) { self.input = input }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else {
        throw PNGImage.DecodeError(description: "compressed data cut short")
      }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code from code lengths: counts per length and symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ code: Huffman) throws -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + (value - first)] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PNGImage.DecodeError(description: "bad Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  mutating func inflate() throws -> [UInt8] {
    var output: [UInt8] = []
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else {
          throw PNGImage.DecodeError(description: "stored block cut short")
        }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else {
          throw PNGImage.DecodeError(description: "stored block cut short")
        }
        output += input[position..<position + length]
        position += length
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        try block(
          Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)), &output)
      case 2:
        let (literals, distances) = try dynamicCodes()
        try block(literals, distances, &output)
      default:
        throw PNGImage.DecodeError(description: "bad block type")
      }
    }
    return output
  }

  private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PNGImage.DecodeError(description: "repeat with nothing before")
        }
        lengths += [Int](repeating: previous, count: try bits(2) + 3)
      case 17: lengths += [Int](repeating: 0, count: try bits(3) + 3)
      default: lengths += [Int](repeating: 0, count: try bits(7) + 11)
      }
    }
    return (
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
    )
  }

  private mutating func block(_ literals: Huffman, _ distances: Huffman, _ output: inout [UInt8])
    throws
  {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < Self.lengthBase.count else {
        throw PNGImage.DecodeError(description: "bad length code")
      }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < Self.distanceBase.count else {
        throw PNGImage.DecodeError(description: "bad distance code")
      }
      let distance =
        Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
      guard distance <= output.count else {
        throw PNGImage.DecodeError(description: "distance too far back")
      }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }
}
