package dev.urikit.text;

import dev.urikit.Uri;
import java.util.List;

/**
 * A URI made from user input, with the repairs that made it ({@link UserInput}).
 *
 * <pre>{@code
 * RepairedUri r = UserInput.parse("\"http://example.com/100%\"");
 * r.uri().toString()   // "http://example.com/100%25"
 * r.repairs()          // [DELIMITERS_STRIPPED at 0, PERCENT_SIGN_ENCODED at 23]
 * r.isRepaired()       // true: refuse it, or show the repairs, as the application needs
 * r.toString()         // "http://example.com/100%25 [DELIMITERS_STRIPPED at 0, PERCENT_SIGN_ENCODED at 23]"
 * }</pre>
 *
 * <p>It prints as the URI's text, then the repairs when there are any.
 *
 * @param uri     the URI, checked by its scheme's module like any other
 * @param repairs the repairs, in the order of their indexes in the input; empty when the input was the URI
 */
public record RepairedUri(Uri uri, List<Repair> repairs) {

  /** Keeps an unmodifiable copy of the repairs. */
  public RepairedUri {
    repairs = List.copyOf(repairs);
  }

  /** The URI's text, then a space and the repairs when there are any: {@code http://h/a%20b [CHARACTER_ENCODED at 10]}. */
  @Override
  public String toString() {
    return repairs.isEmpty() ? uri.toString() : uri + " " + repairs;
  }

  /** Whether the input needed any repair, that is whether it was not already this URI's text. */
  public boolean isRepaired() {
    return !repairs.isEmpty();
  }
}
