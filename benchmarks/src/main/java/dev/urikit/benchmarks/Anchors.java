package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.IRI3986;
import org.jspecify.annotations.Nullable;

/**
 * Asks urikit and every library it is measured against whether they accept a string, and if not, why.
 *
 * <p>A benchmark compares like with like only when every parser succeeds on every input, so corpora are
 * filtered through {@link #rejections}. For {@code "https://a.com/x|y"} it returns
 * {@code [urikit: INVALID_CHARACTER, java.net.URI: Illegal character in path, Jena IRI3986: Bad character
 * in IRI path]} (OkHttp accepts the string and encodes the bar). The grammar is RFC 3986 section 3.
 */
final class Anchors {

  private static final int MAX_REASON_LENGTH = 60;

  private Anchors() {}

  /** Why each rejecting parser rejected {@code text}; empty when every one accepts it. */
  static List<String> rejections(String text, SchemeRegistry registry) {
    List<String> reasons = new ArrayList<>(0);
    addIfPresent(reasons, urikit(text, registry));
    addIfPresent(reasons, javaNetUri(text));
    addIfPresent(reasons, jena(text));
    addIfPresent(reasons, okhttp(text));
    return reasons;
  }

  /**
   * Why a parser that reads references (urikit, java.net.URI, Jena) rejected {@code text}; OkHttp is
   * left out because it reads only absolute http and https URLs.
   */
  static List<String> referenceRejections(String text, SchemeRegistry registry) {
    List<String> reasons = new ArrayList<>(0);
    addIfPresent(reasons, urikit(text, registry));
    addIfPresent(reasons, javaNetUri(text));
    addIfPresent(reasons, jena(text));
    return reasons;
  }

  private static void addIfPresent(List<String> reasons, @Nullable String reason) {
    if (reason != null) {
      reasons.add(reason);
    }
  }

  private static @Nullable String urikit(String text, SchemeRegistry registry) {
    try {
      UriReference.parse(text, registry);
      return null;
    } catch (UriSyntaxException e) {
      return "urikit: " + e.kind();
    }
  }

  private static @Nullable String javaNetUri(String text) {
    try {
      new URI(text);
      return null;
    } catch (URISyntaxException e) {
      return "java.net.URI: " + e.getReason();
    }
  }

  private static @Nullable String jena(String text) {
    try {
      IRI3986.create(text);
      return null;
    } catch (RuntimeException e) {
      // Messages read "<text> : [Posn 11] Space found in IRI" or "<text> : Bad character in ...".
      String message = String.valueOf(e.getMessage());
      String prefix = "<" + text + "> : ";
      if (message.startsWith(prefix)) {
        message = message.substring(prefix.length());
      }
      if (message.startsWith("[Posn ")) {
        int close = message.indexOf("] ");
        message = close < 0 ? message : message.substring(close + 2);
      }
      return "Jena IRI3986: " + category(message);
    }
  }

  private static @Nullable String okhttp(String text) {
    try {
      HttpUrl.get(text);
      return null;
    } catch (IllegalArgumentException e) {
      return "OkHttp HttpUrl: " + category(String.valueOf(e.getMessage()));
    }
  }

  /** The message up to its first detail (a colon, a quote or a bracket), so that reasons group well. */
  private static String category(String message) {
    int end = message.length();
    for (char stop : new char[] {':', '"', '[', '\''}) {
      int at = message.indexOf(stop);
      if (at > 0 && at < end) {
        end = at;
      }
    }
    String category = message.substring(0, end).trim();
    return category.length() <= MAX_REASON_LENGTH ? category : category.substring(0, MAX_REASON_LENGTH) + "...";
  }
}
