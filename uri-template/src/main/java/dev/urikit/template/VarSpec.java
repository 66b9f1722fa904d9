package dev.urikit.template;

/**
 * One variable of an expression (RFC 6570 section 2.3 and 2.4): its name as written (pct-encoded
 * triplets included), its prefix length (0 when there is none) and whether it is exploded.
 *
 * @param nameIndex the index of the name in the template, for errors found at expansion
 */
record VarSpec(String name, int prefix, boolean explode, int nameIndex) {

  @Override
  public String toString() {
    return name + (prefix > 0 ? ":" + prefix : "") + (explode ? "*" : "");
  }
}
