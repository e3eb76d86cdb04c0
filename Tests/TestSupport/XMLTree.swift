import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed XML document (SVG, or the XHTML of a report), for tests that check
/// what a browser will see: libxml2 through `XMLParser` rejects anything that is not well formed.
public final class ParsedElement {
  public let name: String
  public let attributes: [String: String]
  public private(set) var children: [ParsedElement] = []
  /// The text directly inside this element (not inside its children).
  public private(set) var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Every element below this one, depth first.
  public var descendants: [ParsedElement] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// The elements below this one called `name`.
  public func all(_ name: String) -> [ParsedElement] { descendants.filter { $0.name == name } }

  /// All the text inside this element, its children's included, in order.
  public var allText: String { text + children.map(\.allText).joined() }

  /// The element's classes.
  public var classes: [String] {
    (attributes["class"] ?? "").split(separator: " ").map(String.init)
  }

  fileprivate func add(_ child: ParsedElement) { children.append(child) }
  fileprivate func add(text more: String) { text += more }
}

/// Parses `text` as XML; the root element, or the parser's error.
public func parseXML(_ text: String) -> Result<ParsedElement, Error> {
  let builder = XMLTreeBuilder()
  let parser = XMLParser(data: Data(text.utf8))
  parser.delegate = builder
  parser.shouldProcessNamespaces = false
  parser.shouldResolveExternalEntities = false
  guard parser.parse(), let root = builder.root else {
    return .failure(
      parser.parserError
        ?? NSError(domain: "XMLTree", code: 1, userInfo: [NSLocalizedDescriptionKey: "no root"]))
  }
  return .success(root)
}

private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  var root: ParsedElement?
  private var stack: [ParsedElement] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let element = ParsedElement(name: elementName, attributes: attributes)
    if let parent = stack.last { parent.add(element) } else { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.add(text: string)
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    stack.last?.add(text: String(decoding: CDATABlock, as: UTF8.self))
  }
}
