extension XCTestScaffolding {
  /// The members every recording class has: its log, the forwarding answer, the overrides.
  static func recordingBody(
    _ initializer: (parameters: String, superInit: String) = (
      "", "super.init(nibName: nil, bundle: nil)"
    )
  ) -> String {
    """
        let log: CallbackLog
        /// What `shouldAutomaticallyForwardAppearanceMethods` answers (the script may change it).
        var automaticallyForwardsAppearance = true

        init(_ log: CallbackLog, _ name: String\(initializer.parameters)) {
          self.log = log
          \(initializer.superInit)
          log.register(self, name)
        }

        required init?(coder: NSCoder) { return nil }

        override var shouldAutomaticallyForwardAppearanceMethods: Bool {
          automaticallyForwardsAppearance
        }

        override func loadView() { log.callback(self, .loadView, "") { super.loadView() } }

        override func viewDidLoad() { log.callback(self, .viewDidLoad, "") { super.viewDidLoad() } }

        override func viewWillAppear(_ animated: Bool) {
          log.callback(self, .viewWillAppear, "\\(animated)") { super.viewWillAppear(animated) }
        }

        override func viewDidAppear(_ animated: Bool) {
          log.callback(self, .viewDidAppear, "\\(animated)") { super.viewDidAppear(animated) }
        }

        override func viewWillDisappear(_ animated: Bool) {
          log.callback(self, .viewWillDisappear, "\\(animated)") {
            super.viewWillDisappear(animated)
          }
        }

        override func viewDidDisappear(_ animated: Bool) {
          log.callback(self, .viewDidDisappear, "\\(animated)") {
            super.viewDidDisappear(animated)
          }
        }

        override func willMove(toParent parent: UIViewController?) {
          log.callback(self, .willMove, "toParent: " + log.name(of: parent)) {
            super.willMove(toParent: parent)
          }
        }

        override func didMove(toParent parent: UIViewController?) {
          log.callback(self, .didMove, "toParent: " + log.name(of: parent)) {
            super.didMove(toParent: parent)
          }
        }

        override func viewWillTransition(
          to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
          log.callback(self, .viewWillTransition, "to: " + log.size(size) + ", with: coordinator") {
            super.viewWillTransition(to: size, with: coordinator)
          }
        }

        override func preferredContentSizeDidChange(
          forChildContentContainer container: any UIContentContainer
        ) {
          let child = log.name(of: container as? UIViewController)
          log.callback(self, .preferredContentSizeDidChange, "forChildContentContainer: " + child) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
          }
        }
    """
  }
}
