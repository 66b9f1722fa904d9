package dev.urikit.spi;

import dev.urikit.internal.Idna;

/**
 * How Unicode host names become ASCII and back: the one place where a DNS host's labels are mapped
 * between U-labels ({@code bücher}) and A-labels ({@code xn--bcher-kva}) (RFC 5890 section 2.3.2.1).
 *
 * <pre>{@code
 * IdnaMapping.installed().toAscii("Bücher.example")           // "xn--bcher-kva.example"
 * IdnaMapping.installed().toUnicode("xn--bcher-kva.example")  // "bücher.example"
 * }</pre>
 *
 * <p>{@link #installed()} is the mapping that {@link HostRules}, {@link dev.urikit.UriBuilder} and every
 * scheme with DNS hosts use. It is found once with {@link java.util.ServiceLoader}: a module that
 * {@code provides dev.urikit.spi.IdnaMapping} (listed in {@code META-INF/services/dev.urikit.spi.IdnaMapping}
 * on the class path) replaces the default, which is the JDK's {@link java.net.IDN} with its STD3 rules
 * (IDNA 2003, RFC 3490). A module with UTS #46 processing (IDNA 2008 as browsers apply it) plugs in
 * here. When several are found, the first that {@code ServiceLoader} gives is used; one that fails to
 * load is passed over.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface IdnaMapping {

  /**
   * The ASCII form of a host name that holds non-ASCII characters: each label that is not ASCII as
   * its A-label, the result ready for a DNS query.
   *
   * @throws IllegalArgumentException if the name cannot be mapped (a disallowed character, a label
   *     too long), with a message naming the rule
   */
  String toAscii(String unicodeName);

  /**
   * The Unicode form of an ASCII host name, for display: each A-label as its U-label. Never throws: a
   * label that does not convert is kept as it is.
   */
  String toUnicode(String asciiName);

  /** The mapping in use: the one a module provides, else the JDK's {@link java.net.IDN}. */
  static IdnaMapping installed() {
    return Idna.installed();
  }
}
