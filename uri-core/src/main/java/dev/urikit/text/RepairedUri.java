package dev.urikit.text;

import dev.urikit.Uri;
import java.util.List;

/**
 * A URI made from user input, with the repairs that made it ({@link UserInput}).
 *
 * <pre>{@code
 * RepairedUri r = UserInput.parse("\"http://example.com/100%\"");
 * r.uri().toString()   // "http://example.com/100%25"
 * r.repairs()          // [Repair[kind=DELIMITERS_STRIPPED, index=0], Repair[kind=PERCENT_SIGN_ENCODED, index=23]]
 * r.isRepaired()       // true: refuse it, or show the repairs, as the application needs
 * }</pre>
 *
 * @param uri     the URI, checked by its scheme's module like any other
 * @param repairs the repairs, in the order of their indexes in the input; empty when the input was the URI
 */
public record RepairedUri(Uri uri, List<Repair> repairs) {

  /** Keeps an unmodifiable copy of the repairs. */
  public RepairedUri {
    repairs = List.copyOf(repairs);
  }

  /** Whether the input needed any repair, that is whether it was not already this URI's text. */
  public boolean isRepaired() {
    return !repairs.isEmpty();
  }
}
