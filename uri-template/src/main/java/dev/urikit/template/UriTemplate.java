package dev.urikit.template;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A URI Template (RFC 6570): literals and expressions in braces, parsed once, expanded with variable
 * values to a URI, and matched back against a URI where the template allows it.
 *
 * <pre>{@code
 * UriTemplate t = UriTemplate.parse("https://api.example.com/repos/{owner}/issues{?labels,state}");
 * t.expand(Map.of("owner", "urikit", "labels", List.of("bug", "ui"), "state", "open"))
 * // "https://api.example.com/repos/urikit/issues?labels=bug,ui&state=open"
 * t.match(Uri.parse("https://api.example.com/repos/urikit/issues?state=open"))
 * // {owner=urikit, state=open}
 * }</pre>
 *
 * <table>
 *   <caption>The operators (section 3.2), with {@code var = "a b"} and {@code list = ["x", "y"]}</caption>
 *   <tr><th>template</th><th>expansion</th></tr>
 *   <tr><td>{@code {var}}</td><td>{@code a%20b}</td></tr>
 *   <tr><td>{@code {+var}}, {@code {#var}}</td><td>{@code a%20b}, {@code #a%20b} (reserved characters kept)</td></tr>
 *   <tr><td>{@code {.list}}, {@code {.list*}}</td><td>{@code .x,y}, {@code .x.y}</td></tr>
 *   <tr><td>{@code {/list*}}</td><td>{@code /x/y}</td></tr>
 *   <tr><td>{@code {;list*}}</td><td>{@code ;list=x;list=y}</td></tr>
 *   <tr><td>{@code {?var,list}}, {@code {&list*}}</td><td>{@code ?var=a%20b&list=x,y}, {@code &list=x&list=y}</td></tr>
 *   <tr><td>{@code {var:1}}</td><td>{@code a} (prefix of 1 character)</td></tr>
 * </table>
 *
 * <h2>Values</h2>
 *
 * <p>A value is text (a {@link CharSequence}, or a {@link Number}, {@link Boolean} or {@link Character}
 * as its {@code toString()}), a {@link List} of text, or a {@link Map} of text keys to text values,
 * which is expanded in its iteration order (use a {@link java.util.LinkedHashMap} or a sorted map for a
 * stable result). A variable that is missing or null, an empty list, and a map without a non-null value
 * are undefined and expand to nothing (section 2.3); null members of a list or map are skipped.
 * Non-ASCII text is encoded as UTF-8 (section 1.6); text with an unpaired surrogate, a nested list or
 * map, or any other type of value is an {@link IllegalArgumentException}. A prefix modifier on a list or
 * map is a {@link UriTemplateSyntaxException} of kind {@code PREFIX_ON_COMPOSITE} (section 2.4.1).
 *
 * <h2>Matching</h2>
 *
 * <p>{@link #match(UriReference)} reads the values back when the expansion cannot be read two ways
 * ({@link #isMatchable()}): {@code {var}} and {@code {/var}} with one variable each, followed by a
 * literal that their value cannot hold or by the end; {@code {/a,b}}, read as one segment for each of
 * its variables, all of which must be there (an undefined one would leave no trace of which it was, so
 * such a URI does not match); query parameters {@code {?a,b}} and {@code {&c}},
 * in any order; exploded lists of query values {@code {?list*}}, read back as a list. Values come back
 * percent-decoded as Strings (a list expanded by {@code {var}} comes back as the text {@code "x,y"}).
 * Everything else (prefix modifiers, reserved and fragment expansion, label and path-style parameters,
 * two expressions without a literal between them where an undefined value would be ambiguous, a
 * variable used twice) makes {@code match} throw an {@link IllegalStateException} that names the
 * expression and the reason (section 1.4 explains why templates are not in general reversible).
 *
 * <p>Instances are immutable and thread-safe; equal when their text is equal.
 */
public final class UriTemplate {

  private final String text;
  private final List<Part> parts;
  private final List<String> variableNames;
  private final @Nullable String unmatchable;

  private UriTemplate(String text, List<Part> parts) {
    this.text = text;
    this.parts = parts;
    Set<String> names = new LinkedHashSet<>();
    for (Part part : parts) {
      if (part instanceof Part.Expression expression) {
        for (VarSpec spec : expression.variables()) {
          names.add(spec.name());
        }
      }
    }
    this.variableNames = List.copyOf(new ArrayList<>(names));
    this.unmatchable = Matching.unmatchableReason(parts);
  }

  /**
   * Parses {@code text} as a URI Template (RFC 6570 section 2).
   *
   * <pre>{@code
   * UriTemplate.parse("/users/{id}{?fields*}").variableNames()   // [id, fields]
   * UriTemplate.parse("/users/{id")                             // throws: unclosed expression at index 7
   * }</pre>
   *
   * @throws UriTemplateSyntaxException if the text is not a template: unclosed or stray braces, an
   *     invalid variable name, a reserved operator, an invalid prefix, a character that is not a literal
   */
  public static UriTemplate parse(String text) {
    return new UriTemplate(text, TemplateParser.parse(text));
  }

  /** Parses {@code text} like {@link #parse(String)}, or returns null when it is not a template. */
  public static @Nullable UriTemplate parseOrNull(String text) {
    try {
      return parse(text);
    } catch (UriTemplateSyntaxException e) {
      return null;
    }
  }

  /** The names of the template's variables, each once, in the order they first appear. */
  public List<String> variableNames() {
    return variableNames;
  }

  /**
   * Expands the template with {@code variables} (RFC 6570 section 3 and Appendix A).
   *
   * <pre>{@code
   * UriTemplate.parse("{/path*}{?q}").expand(Map.of("path", List.of("a", "b c"), "q", "é"))
   * // "/a/b%20c?q=%C3%A9"
   * }</pre>
   *
   * @throws UriTemplateSyntaxException with kind {@code PREFIX_ON_COMPOSITE} for a prefix modifier on a list or map
   * @throws IllegalArgumentException for a value that is not text, a list of text or a map of text, or
   *     that holds an unpaired surrogate
   */
  public String expand(Map<String, ?> variables) {
    return Expansion.expand(parts, variables);
  }

  /**
   * Expands the template and parses the result as a URI with the installed schemes, so that a result
   * its scheme refuses fails.
   *
   * <pre>{@code
   * UriTemplate.parse("http://{host}/").expandToUri(Map.of("host", "example.com"))   // http://example.com/
   * UriTemplate.parse("http://{host}/").expandToUri(Map.of("host", "a b"))
   * // throws UriSyntaxException: the http scheme refuses the host a%20b
   * }</pre>
   *
   * @throws dev.urikit.UriSyntaxException if the expansion is not a URI, or not one its scheme accepts
   */
  public Uri expandToUri(Map<String, ?> variables) {
    return Uri.parse(expand(variables), SchemeRegistry.installed());
  }

  /** Expands the template like {@link #expandToUri(Map)}, checking the result with {@code registry}'s schemes. */
  public Uri expandToUri(Map<String, ?> variables, SchemeRegistry registry) {
    return Uri.parse(expand(variables), registry);
  }

  /**
   * Expands the template and parses the result as a URI reference (a relative reference where it has no
   * scheme) with the installed schemes.
   *
   * <pre>{@code
   * UriTemplate.parse("{/id}{?q}").expandToReference(Map.of("id", "7", "q", "x"))   // /7?q=x
   * }</pre>
   *
   * @throws dev.urikit.UriSyntaxException if the expansion is not a URI reference
   */
  public UriReference expandToReference(Map<String, ?> variables) {
    return UriReference.parse(expand(variables), SchemeRegistry.installed());
  }

  /** Expands the template like {@link #expandToReference(Map)}, checking the result with {@code registry}'s schemes. */
  public UriReference expandToReference(Map<String, ?> variables, SchemeRegistry registry) {
    return UriReference.parse(expand(variables), registry);
  }

  /**
   * Whether {@link #match(UriReference)} can read this template's expansions back (see the class
   * documentation).
   *
   * <pre>{@code
   * UriTemplate.parse("/users/{id}{?tab}").isMatchable()   // true
   * UriTemplate.parse("/users/{id:3}").isMatchable()       // false: a prefix modifier
   * }</pre>
   */
  public boolean isMatchable() {
    return unmatchable == null;
  }

  /**
   * The values whose expansion is {@code reference}, or null when no expansion of this template is. The
   * reference is compared as written and, failing that, normalized (RFC 3986 section 6), so a URI equal
   * to an expansion matches as that expansion does; the template's literals should therefore be written
   * in normal form (lower-case scheme and host, no default port). Values are percent-decoded Strings, and
   * Lists of Strings for {@code {?list*}}; an undefined variable has no entry, except in {@code {var}},
   * whose undefined value expands to nothing and so reads back as {@code ""}.
   *
   * <pre>{@code
   * UriTemplate.parse("http://example.com/users/{id}{?tab}").match(Uri.parse("HTTP://EXAMPLE.COM:80/users/a%20b"))
   * // {id=a b}
   * UriTemplate.parse("http://example.com/users/{id}").match(Uri.parse("http://example.com/groups/x"))
   * // null
   * }</pre>
   *
   * @throws IllegalStateException if the template is not {@linkplain #isMatchable() matchable}; the
   *     message names the expression and why
   */
  public @Nullable Map<String, Object> match(UriReference reference) {
    if (unmatchable != null) {
      throw new IllegalStateException(unmatchable);
    }
    Map<String, Object> values = Matching.match(parts, reference.toString());
    if (values == null) {
      values = Matching.match(parts, reference.normalize().toString());
    }
    return values;
  }

  /** The template as it was parsed. */
  @Override
  public String toString() {
    return text;
  }

  /** Templates are equal when their texts are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof UriTemplate other && text.equals(other.text);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }
}
