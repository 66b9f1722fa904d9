package dev.urikit.prospero;

import java.util.Objects;

/**
 * One {@code ;<field>=<value>} pair after a prospero hsoname, decoded (RFC 4157 section 2): a
 * percent-encoded {@code ';'} or {@code '='} inside either is data.
 *
 * <pre>{@code
 * ProsperoUri.parse("prospero://h.example/a;OBJECT-VERSION=2").fields()   // [OBJECT-VERSION=2]
 * }</pre>
 *
 * @param name  the field name, such as {@code OBJECT-VERSION}
 * @param value its value, possibly empty
 */
public record ProsperoField(String name, String value) {

  /** Checks that both are present. */
  public ProsperoField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
  }

  /**
   * The decoded text form, {@code name=value}: {@code OBJECT-VERSION=2}. It is for reading, not for a URI:
   * nothing is encoded again.
   */
  @Override
  public String toString() {
    return name + "=" + value;
  }
}
