package dev.urikit.text;

import dev.urikit.Iri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what a person typed or pasted into a URI, repairing what RFC 3986 Appendix C says software that
 * accepts user-typed URIs should, and reporting every repair ({@link RepairedUri}).
 *
 * <pre>{@code
 * UserInput.parse(" <URL:https://example.com/a\n   b> ").uri()   // https://example.com/ab
 * UserInput.parse("https://example.com/my file.pdf").uri()       // https://example.com/my%20file.pdf
 * UserInput.parse("https://bücher.example/ä").uri()              // https://xn--bcher-kva.example/%C3%A4
 * UserInput.parse("www.example.com/a", Completion.SUFFIX_REFERENCES).uri()   // http://www.example.com/a
 * UserInput.parse("https://example.com/a").repairs()             // []: a URI is left as it is
 * }</pre>
 *
 * <p>In this order:
 * <ol>
 *   <li>Whitespace and control characters around the text are stripped, then delimiters around it:
 *       {@code <...>}, {@code <URL:...>} (the {@code URL:} in any case, a space after it or not) and
 *       {@code "..."}, as often as they nest. Inside delimiters every whitespace character is removed, as
 *       Appendix C says for a URI split across lines; in text without delimiters a run of whitespace that
 *       holds a line break or a tab is removed, and a space is encoded.</li>
 *   <li>The scheme is the text's up to its first {@code ":"} (RFC 3986 section 3.1), unless the text reads
 *       as a host and a port: a host as people type one ({@code localhost}, a dotted name whose last label
 *       begins with a letter, four dotted numbers) that no registered scheme is called, then {@code ":"},
 *       digits, and the end or a {@code "/"}, {@code "?"} or {@code "#"}. {@code example.com:8080} is a
 *       URI by RFC 3986 (scheme {@code example.com}, path {@code 8080}) but never a person's; {@code tel:911}
 *       stays one.</li>
 *   <li>Text without a scheme is completed when {@link Completion#SUFFIX_REFERENCES} asks and it begins
 *       with a host (RFC 3986 section 4.5); otherwise it is an error of kind
 *       {@link UriSyntaxException.Kind#MISSING_SCHEME} that says which it is.</li>
 *   <li>What RFC 3986 does not allow is percent-encoded, component by component (section 2.1): a space,
 *       {@code "}, {@code <}, {@code >}, {@code \}, {@code ^}, {@code `}, <code>{</code>, {@code |},
 *       <code>}</code> and control characters, {@code [} and {@code ]} except around an IP literal, a
 *       {@code #} after the first, an {@code @} in the authority before its last; a {@code %} not followed
 *       by two hexadecimal digits becomes {@code %25} (section 2.4).</li>
 *   <li>Characters beyond US-ASCII are mapped as an IRI's (RFC 3987 section 3.1, by {@link Iri#toUri()}):
 *       percent-encoded UTF-8, and a host of a scheme with DNS hosts as A-labels (UTS #46 with uri-idna).</li>
 *   <li>The result is checked by its scheme's module like any {@link Uri}: the http module judges the
 *       host, the port and the form.</li>
 * </ol>
 *
 * <p>A URI is never changed: its text comes back with no repairs (a host and a port aside, as above). The
 * result's text is a URI, so repairing it again changes nothing. Every index, of a {@link Repair} and of
 * a {@link UriSyntaxException}, is an index of the text as given. Time is linear in its length: two
 * passes, then the parser's.
 *
 * @see Uri#parseUserInput(String)
 */
public final class UserInput {

  private UserInput() {}

  /**
   * Repairs {@code text} and parses it with the installed schemes, completing nothing.
   *
   * @throws UriSyntaxException if the text is empty, has no scheme, or is not a URI once repaired: a host
   *     that cannot be one, an invalid port or IP literal, a URI that its scheme's module refuses
   */
  public static RepairedUri parse(String text) {
    return parse(text, SchemeRegistry.installed(), Completion.OFF);
  }

  /**
   * Repairs {@code text}, completing a suffix reference when {@code completion} says so, and parses it
   * with the installed schemes.
   *
   * @throws UriSyntaxException as {@link #parse(String)} does
   */
  public static RepairedUri parse(String text, Completion completion) {
    return parse(text, SchemeRegistry.installed(), completion);
  }

  /**
   * Repairs {@code text}, completing a suffix reference when {@code completion} says so, and parses it
   * consulting {@code registry} for scheme-specific rules.
   *
   * @throws UriSyntaxException as {@link #parse(String)} does
   */
  public static RepairedUri parse(String text, SchemeRegistry registry, Completion completion) {
    CleanedInput cleaned = CleanedInput.of(text);
    String prefix = SuffixReferences.prefix(cleaned, registry, completion);
    RepairingEncoder encoder = RepairingEncoder.encode(prefix, cleaned);
    Uri uri;
    try {
      uri = Iri.parse(encoder.text(), registry).toUri();
    } catch (UriSyntaxException e) {
      throw encoder.atInput(e);
    }
    return new RepairedUri(uri, merge(cleaned.repairs, encoder.repairs()));
  }

  /** The repairs of both lists, each in the order of its indexes, in one such list. */
  private static List<Repair> merge(List<Repair> a, List<Repair> b) {
    if (b.isEmpty()) {
      return a;
    }
    if (a.isEmpty()) {
      return b;
    }
    List<Repair> merged = new ArrayList<>(a.size() + b.size());
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (j == b.size() || (i < a.size() && a.get(i).index() <= b.get(j).index())) {
        merged.add(a.get(i++));
      } else {
        merged.add(b.get(j++));
      }
    }
    return merged;
  }
}
