package dev.urikit.template;

import java.util.List;

/**
 * One part of a parsed template: a literal run of text, or an expression in braces.
 */
sealed interface Part permits Part.Literal, Part.Expression {

  /**
   * Literal characters, as written in the template (section 2.1), and as every expansion writes them:
   * encoded once, here, since their encoding depends on no variable (section 3.1).
   */
  record Literal(String text, String encoded) implements Part {

    /** The literal {@code text}, with its encoding. */
    Literal(String text) {
      this(text, Expansion.encoded(text));
    }
  }

  /**
   * An expression (section 2.2): its operator and variables, its text with the braces, and its index
   * in the template.
   */
  record Expression(Operator operator, List<VarSpec> variables, String text, int index) implements Part {}
}
