func hideContentController(_ content: UIViewController) {
  bounce()
}
func bounce() {
  UIView.animate(withDuration: 0.1, animations: {
    self.view.frame = self.newViewStartFrame
    self.view.frame = self.newViewStartFrame
    self.view.frame = self.newViewStartFrame
    self.view.frame = self.newViewStartFrame
    self.view.frame = self.newViewStartFrame
  }, completion: { _ in
    self.bounce
  })
}