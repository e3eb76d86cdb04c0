import Glibc

/// Resource limits the mutants inherit, so that one runaway cannot take the shared machine's
/// memory or disk: 4 GB of address space, 256 MB a file (its output). A run that hits one ends
/// by a signal or a failed allocation and is reported as a crash.
enum Limits {
  static func apply() {
    set(RLIMIT_AS, 4 << 30)
    set(RLIMIT_FSIZE, 256 << 20)
  }

  private static func set(_ resource: __rlimit_resource, _ bytes: rlim_t) {
    var limit = rlimit()
    // glibc declares the resources as an enumeration and takes them as an Int32.
    let resource = __rlimit_resource_t(resource.rawValue)
    getrlimit(resource, &limit)
    limit.rlim_cur = min(bytes, limit.rlim_max)  // an unlimited maximum is the largest value
    setrlimit(resource, &limit)
  }
}
