package dev.urikit;

import java.util.List;
import java.util.StringJoiner;

/**
 * No layer of RFC 3986 section 5.1 gave a base URI: thrown by {@link DocumentBase.Builder#establish()}, naming
 * why each given layer was skipped.
 *
 * <pre>{@code
 * DocumentBase.builder().embedded("../").establish()
 * // NoBaseException: no base URI (RFC 3986 section 5.1): embedded base: a relative reference, and no layer
 * // below gives a base to resolve it against
 * DocumentBase.builder().establish()
 * // NoBaseException: no base URI (RFC 3986 section 5.1): no layer was given
 * }</pre>
 *
 * <p>The message never repeats a layer's text, which may hold user information; {@link #skipped()} has them.
 */
public final class NoBaseException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final List<SkippedBase> skipped;

  /** The exception for layers that were all absent or {@code skipped}, in layer order. */
  public NoBaseException(List<SkippedBase> skipped) {
    super(message(skipped));
    this.skipped = List.copyOf(skipped);
  }

  /** The layers that were given and skipped, innermost first; empty when no layer was given. */
  public List<SkippedBase> skipped() {
    return skipped;
  }

  private static String message(List<SkippedBase> skipped) {
    if (skipped.isEmpty()) {
      return "no base URI (RFC 3986 section 5.1): no layer was given";
    }
    StringJoiner reasons = new StringJoiner("; ", "no base URI (RFC 3986 section 5.1): ", "");
    for (SkippedBase layer : skipped) {
      reasons.add(layer.message());
    }
    return reasons.toString();
  }
}
