package dev.urikit.idna;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.util.VersionInfo;
import dev.urikit.spi.IdnaMapping;

/**
 * The {@link IdnaMapping} of UTS #46 (Unicode IDNA Compatibility Processing), as the WHATWG URL standard's
 * "domain to ASCII" applies it, with ICU4J's implementation and data; display goes through ICU4J's
 * spoof checker (UTS #39). This module provides it to {@link java.util.ServiceLoader}, so that
 * {@link IdnaMapping#installed()} is this mapping whenever the module is present.
 *
 * <pre>{@code
 * IdnaMapping idna = new Uts46Mapping();
 * idna.toAscii("Bücher.example")            // "xn--bcher-kva.example"
 * idna.toAscii("faß.de")                    // "xn--fa-hia.de"
 * idna.toAscii("mail.a⒈com")              // RefusedLabelException: label 1, rule V7 (a disallowed character)
 * idna.toUnicode("xn--bcher-kva.example")   // "bücher.example"
 * idna.toUnicode("xn--80ak6aa92e.com")      // "xn--80ak6aa92e.com" (Cyrillic letters that spell "apple")
 * }</pre>
 *
 * <table>
 *   <caption>How the flags of UTS #46 section 4 are set (WHATWG URL standard, "domain to ASCII")</caption>
 *   <tr><th>flag</th><th>value</th><th>what follows</th></tr>
 *   <tr><td>Transitional_Processing</td><td>false</td><td>{@code ß}, {@code ς}, ZWJ and ZWNJ are kept, not mapped away</td></tr>
 *   <tr><td>CheckBidi</td><td>true</td><td>right-to-left labels obey RFC 5893 section 2 (rule {@code V9})</td></tr>
 *   <tr><td>CheckJoiners</td><td>true</td><td>ZWJ and ZWNJ only in the contexts of RFC 5892 Appendix A (rule {@code V8})</td></tr>
 *   <tr><td>CheckHyphens</td><td>false</td><td>{@code -a}, {@code a-}, {@code ab--c} pass here; the scheme's host rules judge them</td></tr>
 *   <tr><td>UseSTD3ASCIIRules</td><td>false</td><td>ASCII is not restricted here; the scheme's host rules judge it</td></tr>
 *   <tr><td>VerifyDnsLength</td><td>false</td><td>empty labels and lengths pass here; the scheme's host rules judge them</td></tr>
 * </table>
 *
 * <p>{@link #toAscii(String)} gives the ASCII form or throws a {@link IdnaMapping.RefusedLabelException}
 * naming the first label that breaks a rule and the rule, by its UTS #46 name ({@code V5} to {@code V9},
 * {@code P4}). The result is what UTS #46 ToASCII gives: {@code ""} stays {@code ""} and {@code "a..b"}
 * stays {@code "a..b"}, for {@link dev.urikit.spi.HostRules} to refuse as it refuses any such host.
 *
 * <p>{@link #toUnicode(String)} turns an A-label into its U-label only when UTS #46 ToUnicode converts
 * it without error and the U-label is not a likely spoof: it must pass ICU's spoof checker at restriction
 * level "highly restrictive" with the characters of the UTS #39 identifier profile, as browsers decide
 * which hosts to show in Unicode, and must not be a lookalike of an ASCII label (its UTS #39 skeleton
 * all ASCII). Any other label stays as it is.
 *
 * <p>Conformance: the Unicode consortium's IdnaTestV2 ToASCII cases, as web-platform-tests publishes
 * them for the URL standard, pass. Instances are immutable and thread-safe.
 */
public final class Uts46Mapping implements IdnaMapping {

  /** UTS #46 with the flags of the URL standard's "domain to ASCII"; the other three checks are off. */
  static final IDNA UTS46 = IDNA.getUTS46Instance(IDNA.NONTRANSITIONAL_TO_ASCII
      | IDNA.NONTRANSITIONAL_TO_UNICODE | IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ);

  /** The mapping; {@link IdnaMapping#installed()} finds one through {@link java.util.ServiceLoader}. */
  public Uts46Mapping() {
    // Nothing to set up: the UTS #46 instance and the spoof checker are shared, immutable and thread-safe.
  }

  @Override
  public String toAscii(String unicodeName) {
    String fast = Uts46FastPath.toAscii(unicodeName);
    return fast != null ? fast : icuToAscii(unicodeName);
  }

  /** UTS #46 ToASCII by ICU4J's full processing, which {@link Uts46FastPath} stands in for where it can. */
  static String icuToAscii(String unicodeName) {
    IDNA.Info info = new IDNA.Info();
    String ascii = UTS46.nameToASCII(unicodeName, new StringBuilder(unicodeName.length() + 16), info).toString();
    if (Uts46Rule.firstChecked(info) != null) {
      throw Refusals.of(unicodeName);
    }
    for (int i = 0; i < ascii.length(); i++) {
      if (ascii.charAt(i) >= 0x80) {
        // UTS #46 ToASCII gives ASCII when it records no error; the URL standard asserts it too.
        throw new IllegalStateException("UTS #46 ToASCII gave a non-ASCII result for a name without errors");
      }
    }
    return ascii;
  }

  @Override
  public String toUnicode(String asciiName) {
    return Display.toUnicode(asciiName);
  }

  /** {@code "IdnaMapping[UTS #46, ICU4J 78.1, Unicode 17.0]"}: the implementation and its Unicode version. */
  @Override
  public String toString() {
    VersionInfo unicode = UCharacter.getUnicodeVersion();
    return "IdnaMapping[UTS #46, ICU4J " + VersionInfo.ICU_VERSION.getMajor() + "." + VersionInfo.ICU_VERSION.getMinor()
        + ", Unicode " + unicode.getMajor() + "." + unicode.getMinor() + "]";
  }
}
