package dev.urikit.mailto;

import java.util.Objects;

/**
 * One header field of a {@code mailto} URI, decoded: {@code ?In-Reply-To=%3Cx@y%3E} gives the header
 * named {@code In-Reply-To} whose value is {@code <x@y>}, and prints as {@code In-Reply-To=<x@y>}
 * (RFC 6068 section 2, hfname and hfvalue).
 *
 * <pre>{@code
 * MailtoUri.parse("mailto:a@example.com?subject=Hi%20there").headers().get(0)   // subject=Hi there
 * }</pre>
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

  /**
   * The decoded text form, {@code name=value}: {@code subject=Hi there}. It is for reading, not for a URI:
   * nothing is encoded again.
   */
  @Override
  public String toString() {
    return name + "=" + value;
  }

  /** Whether this header is called {@code other}, ignoring ASCII case: {@code Subject} is {@code subject}. */
  public boolean hasName(String other) {
    return name.equalsIgnoreCase(other);
  }
}
