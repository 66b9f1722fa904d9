package dev.urikit.docs;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The imports a guide sample shows, compared with those of the test file that holds it (see {@link GuideSnippetsTest}).
 */
final class Imports {

  private static final Pattern IMPORT = Pattern.compile("import\\s+(?:static\\s+)?([\\w.]+)(?:\\s+as\\s+(\\w+))?\\s*;?\\s*");
  private static final Pattern STRING = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])'");
  private static final Pattern COMMENT = Pattern.compile("//.*|/\\*.*?\\*/");
  private static final Pattern TEMPLATE = Pattern.compile("\\$\\{([^}]*)}");
  private static final Pattern WORD = Pattern.compile("(\\.\\s*)?\\b([A-Za-z_]\\w*)\\b\\s*(\\S)?");

  /** A destructuring declaration, {@code val (a, b) =}, or lambda parameter, {@code { (a, b) ->}. */
  private static final Pattern DESTRUCTURING = Pattern.compile("\\b(?:val|var)\\s*\\(|\\{\\s*\\(");

  private Imports() {}

  /** The import lines at the start of a block. */
  static List<String> shown(List<String> block) {
    List<String> imports = new ArrayList<>();
    for (String line : block) {
      if (!IMPORT.matcher(line.strip()).matches()) {
        break;
      }
      imports.add(line.strip());
    }
    return imports;
  }

  /** The index of the first line of a block after its imports and the blank lines below them. */
  static int sampleStart(List<String> block) {
    int i = shown(block).size();
    while (i < block.size() && block.get(i).isBlank()) {
      i++;
    }
    return i;
  }

  /** The name an import brings into scope: its last segment, or its alias. */
  static String simpleName(String importLine) {
    Matcher m = IMPORT.matcher(importLine.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("not an import: " + importLine);
    }
    if (m.group(2) != null) {
      return m.group(2);
    }
    String name = m.group(1);
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /**
   * What is wrong with the imports {@code shown} above {@code sample}, a passage of the test file {@code source}:
   * an import that is not one of the file's, one the sample does not use, one the file has and the sample needs
   * that is not shown. Empty when they are right.
   */
  static List<String> problems(List<String> shown, List<String> sample, List<String> source) {
    List<String> fileImports = new ArrayList<>();
    for (String line : source) {
      if (IMPORT.matcher(line.strip()).matches()) {
        fileImports.add(line.strip());
      }
    }
    Set<String> all = new LinkedHashSet<>();
    Set<String> needed = new LinkedHashSet<>();
    usedNames(sample, all, needed);
    String code = String.join("\n", sample);
    List<String> problems = new ArrayList<>();
    Set<String> shownNames = new LinkedHashSet<>();
    for (String line : shown) {
      String name = simpleName(line);
      shownNames.add(name);
      if (!fileImports.contains(line)) {
        problems.add("\"" + line + "\" is not an import of the file");
      } else if (!all.contains(name) && !usedAsOperator(name, code)) {
        problems.add("\"" + line + "\" is not used by the sample");
      }
    }
    for (String name : needed) {
      if (shownNames.contains(name)) {
        continue;
      }
      List<String> candidates = fileImports.stream().filter(line -> simpleName(line).equals(name)).toList();
      if (!candidates.isEmpty()) {
        problems.add("the sample uses " + name + " but does not show " + String.join(" or ", candidates));
      }
    }
    return problems;
  }

  /**
   * Collects the names {@code sample} uses outside strings and comments (but inside a string's {@code ${...}}) into
   * {@code all}, and into {@code needed} those that surely come from an import when the file imports them: a name in
   * upper case (a type), and a member in lower case not called with parentheses ({@code .host}, {@code .edit { }}).
   */
  static void usedNames(List<String> sample, Set<String> all, Set<String> needed) {
    for (String line : sample) {
      String code = code(line);
      Matcher m = WORD.matcher(code);
      int from = 0;
      while (m.find(from)) {
        String name = m.group(2);
        boolean member = m.group(1) != null;
        String next = m.group(3) == null ? "" : m.group(3);
        all.add(name);
        if (Character.isUpperCase(name.charAt(0)) || (member && !next.equals("("))) {
          needed.add(name);
        }
        from = m.end(2);
      }
    }
  }

  /** A line without its strings and comments, followed by the expressions of its string templates. */
  private static String code(String line) {
    StringBuilder code = new StringBuilder(COMMENT.matcher(STRING.matcher(line).replaceAll("\"\"")).replaceAll(""));
    Matcher template = TEMPLATE.matcher(line);
    while (template.find()) {
      code.append(' ').append(template.group(1));
    }
    return code.toString();
  }

  /** Whether an operator function ({@code div}, {@code componentN}) is used by its operator. */
  private static boolean usedAsOperator(String name, String code) {
    String text = String.join("\n", code.lines().map(Imports::code).toList());
    if (name.equals("div")) {
      return text.contains(" / ");
    }
    if (name.matches("component[0-9]+")) {
      return DESTRUCTURING.matcher(text).find();
    }
    return false;
  }
}
