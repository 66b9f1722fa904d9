package dev.urikit.mailto;

import java.util.Objects;

/**
 * One header field of a {@code mailto} URI, decoded: {@code ?In-Reply-To=%3Cx@y%3E} gives
 * {@code MailtoHeader[name=In-Reply-To, value=<x@y>]} (RFC 6068 section 2, hfname and hfvalue).
 *
 * <p>The name is kept as written; header names are case-insensitive (RFC 5322 section 1.2.2), so
 * compare them with {@link #hasName(String)}. From Kotlin, {@code val (name, value) = header} works
 * through the {@code component1} and {@code component2} extensions of the module's DSL.
 *
 * @param name  the decoded field name, as written
 * @param value the decoded field value
 */
public record MailtoHeader(String name, String value) {

  /** Checks that both parts are present. */
  public MailtoHeader {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
  }

  /** Whether this header is called {@code other}, ignoring ASCII case: {@code Subject} is {@code subject}. */
  public boolean hasName(String other) {
    return name.equalsIgnoreCase(other);
  }
}
