package com.example.tel;

import dev.urikit.OpaqueUri;
import dev.urikit.Uri;
import dev.urikit.spi.UriView;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A tel URI (RFC 3966) read as a telephone number: {@code Uri.parse("tel:7042;phone-context=example.com")
 * .view(TelUri.class)}.
 *
 * <pre>{@code
 * TelUri tel = Uri.parse("tel:+1-201-555-0123;ext=42").view(TelUri.class);
 * tel.isGlobal();           // true
 * tel.number();             // "+12015550123"  (visual separators removed, RFC 3966 section 5.1.1)
 * tel.parameter("EXT");     // "42"
 * }</pre>
 */
public final class TelUri extends UriView<OpaqueUri, TelUri> {

  TelUri(OpaqueUri uri) {
    super(uri);
  }

  @Override
  protected TelUri rewrap(Uri normalized) {
    return new TelUri((OpaqueUri) normalized);
  }

  /** Whether the number is global ({@code "+"} and an E.164 number) rather than local to a phone-context. */
  public boolean isGlobal() {
    return toUri().path().startsWith("+");
  }

  /** The number without visual separators, {@code "%23"} read as {@code "#"}. */
  public String number() {
    String path = toUri().path();
    int semicolon = path.indexOf(';');
    String number = semicolon < 0 ? path : path.substring(0, semicolon);
    return number.replaceAll("[-.()]", "").replace("%23", "#");
  }

  /** The phone-context of a local number, or null for a global one. */
  public @Nullable String phoneContext() {
    return parameter("phone-context");
  }

  /**
   * The value of the parameter {@code name} (any case) as written, percent-encoding kept; {@code ""} for a parameter
   * without a value, and null when there is no such parameter.
   */
  public @Nullable String parameter(String name) {
    String path = toUri().path();
    String wanted = name.toLowerCase(Locale.ROOT);
    for (int i = path.indexOf(';'); i >= 0; ) {
      int next = path.indexOf(';', i + 1);
      String parameter = path.substring(i + 1, next < 0 ? path.length() : next);
      int equals = parameter.indexOf('=');
      String parameterName = equals < 0 ? parameter : parameter.substring(0, equals);
      if (parameterName.toLowerCase(Locale.ROOT).equals(wanted)) {
        return equals < 0 ? "" : parameter.substring(equals + 1);
      }
      i = next;
    }
    return null;
  }
}
