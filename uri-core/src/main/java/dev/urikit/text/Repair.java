package dev.urikit.text;

import java.util.Objects;

/**
 * One repair that {@link UserInput} made to turn text into a URI: what it did and where.
 *
 * <pre>{@code
 * UserInput.parse("http://example.com/a  b").repairs()
 * // [CHARACTER_ENCODED at 20]: both spaces, one run, become %20%20
 * }</pre>
 *
 * <p>It prints as its kind and index, {@code CHARACTER_ENCODED at 20}.
 *
 * <p>Adjacent characters repaired the same way are one repair, at the index of the first of them.
 *
 * @param kind  what was done
 * @param index where, as an index of the text as given (not of the URI), in UTF-16 units ({@code char}s)
 */
public record Repair(RepairKind kind, int index) {

  /** Checks that the kind is present and the index is not negative. */
  public Repair {
    Objects.requireNonNull(kind, "kind");
    if (index < 0) {
      throw new IllegalArgumentException("index " + index + " is negative");
    }
  }

  /** The kind and the index, {@code CHARACTER_ENCODED at 20}. */
  @Override
  public String toString() {
    return kind + " at " + index;
  }
}
