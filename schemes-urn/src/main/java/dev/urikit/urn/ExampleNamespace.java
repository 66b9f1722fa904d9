package dev.urikit.urn;

import java.util.Set;

/**
 * The {@code example} namespace (RFC 6963), reserved for documentation: it adds nothing to the
 * generic rules of RFC 8141, and offers no view beyond {@link Urn}.
 */
public final class ExampleNamespace implements UrnNamespace {

  /** Called by {@link java.util.ServiceLoader}. */
  public ExampleNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("example");
  }

  @Override
  public String toString() {
    return "ExampleNamespace";
  }
}
