package dev.urikit;

import java.io.Serializable;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A layer that was given a value which {@link DocumentBase} could not use as a base (RFC 3986 section 5.1):
 * the layer, the text as given, and why.
 *
 * <pre>{@code
 * // with the urn module installed
 * DocumentBase base = DocumentBase.builder()
 *     .embedded("urn:isbn:0451450523")
 *     .retrievalUri("http://a/b/c/d")
 *     .establish();
 * base.uri()                       // http://a/b/c/d
 * base.skipped().get(0).reason()   // SCHEME_CANNOT_BE_BASE
 * base.skipped().get(0).scheme()   // "urn"
 * base.skipped().get(0).toString() // "embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"
 * }</pre>
 *
 * <table>
 *   <caption>Reasons, and what else a skipped layer says</caption>
 *   <tr><th>{@link #reason()}</th><th>{@link #error()}</th><th>{@link #scheme()}</th></tr>
 *   <tr><td>{@link Reason#INVALID}</td><td>the parse error: kind and index in {@link #text()}</td><td>null</td></tr>
 *   <tr><td>{@link Reason#SCHEME_CANNOT_BE_BASE}</td><td>null</td><td>the scheme, in lower case</td></tr>
 *   <tr><td>{@link Reason#NOTHING_TO_RESOLVE_AGAINST}</td><td>null</td><td>null</td></tr>
 *   <tr><td>{@link Reason#RESOLUTION_REFUSED}</td><td>the scheme module's error on the resolved URI</td><td>null</td></tr>
 * </table>
 *
 * @param layer  the layer whose value was skipped
 * @param text   the value as given (a parsed value's text)
 * @param reason why it was skipped
 * @param error  the syntax error, for {@link Reason#INVALID} and {@link Reason#RESOLUTION_REFUSED}; null otherwise
 * @param scheme the scheme whose URIs cannot be a base, for {@link Reason#SCHEME_CANNOT_BE_BASE}; null otherwise
 */
public record SkippedBase(
    BaseLayer layer, String text, Reason reason, @Nullable UriSyntaxException error, @Nullable String scheme)
    implements Serializable {

  private static final long serialVersionUID = 1L;

  /** Why a layer's value is no base. */
  public enum Reason {
    /**
     * The text is not a URI reference (not a URI, for {@link BaseLayer#RETRIEVAL_URI} and
     * {@link BaseLayer#APPLICATION_DEFAULT}, which must be absolute), or its scheme's module refuses it.
     */
    INVALID,
    /**
     * The URI's scheme says its URIs cannot be a base ({@link dev.urikit.spi.Scheme#canBeBase()}), as the
     * urn and mailto modules do.
     */
    SCHEME_CANNOT_BE_BASE,
    /** A relative reference, and no layer below it gave a base to resolve it against. */
    NOTHING_TO_RESOLVE_AGAINST,
    /** A relative reference whose resolution against the base below it the scheme's module refuses. */
    RESOLUTION_REFUSED
  }

  /**
   * Checks that each part is present where its reason needs it and absent elsewhere.
   *
   * @throws IllegalArgumentException if {@code error} or {@code scheme} does not match {@code reason}
   */
  public SkippedBase {
    Objects.requireNonNull(layer, "layer");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(reason, "reason");
    boolean needsError = reason == Reason.INVALID || reason == Reason.RESOLUTION_REFUSED;
    if ((error != null) != needsError) {
      throw new IllegalArgumentException(reason + (needsError ? " needs" : " takes no") + " syntax error");
    }
    if ((scheme != null) != (reason == Reason.SCHEME_CANNOT_BE_BASE)) {
      throw new IllegalArgumentException(reason + (scheme == null ? " needs" : " takes no") + " scheme");
    }
  }

  /**
   * Why the layer was skipped, in words, without its text (which may hold user information):
   * {@code "embedded base: invalid character U+0020 in path at index 2 (INVALID_CHARACTER)"}.
   */
  public String message() {
    String why = switch (reason) {
      case INVALID -> syntax(Objects.requireNonNull(error));
      case SCHEME_CANNOT_BE_BASE -> "a " + scheme + " URI cannot be a base (RFC 3986 section 5.1)";
      case NOTHING_TO_RESOLVE_AGAINST -> "a relative reference, and no layer below gives a base to resolve it against";
      case RESOLUTION_REFUSED ->
          "resolved against the base below, " + syntax(Objects.requireNonNull(error));
    };
    return layer.label() + ": " + why;
  }

  /**
   * The same words as {@link #message()}, without the text (which may hold user information):
   * {@code "embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"}.
   */
  @Override
  public String toString() {
    return message();
  }

  private static String syntax(UriSyntaxException error) {
    return error.getMessage() + " (" + error.kind() + ")";
  }
}
