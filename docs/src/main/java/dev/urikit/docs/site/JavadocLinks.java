package dev.urikit.docs.site;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Fails the documentation build on a Javadoc link ({@code {@link}}, {@code {@linkplain}}, {@code @see},
 * {@code @throws}) that names nothing.
 *
 * <p>Dokka shows such a link as its bare text, with no warning and no trace in the HTML, so neither its
 * {@code failOnWarning} nor {@link ApiLinks} sees it. javac's doclint resolves Javadoc references as the Javadoc tool
 * does: the documented Java sources are compiled here, to a scratch directory, with only its {@code reference} check,
 * and every error it reports is a broken link. {@code module-info.java} files are left out, so that the modules'
 * sources compile together on the class path.
 *
 * <p>Run with a scratch directory and the Java source directories as arguments, on a class path that holds what
 * those sources need; used by the build at {@code package}.
 */
public final class JavadocLinks {

  private JavadocLinks() {}

  /**
   * Checks the Java sources in {@code args[1..]}, compiling them to {@code args[0]}.
   *
   * @param args the scratch directory, then the source directories
   * @throws IOException if a source cannot be read
   * @throws IllegalStateException naming each broken link
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      throw new IllegalArgumentException("usage: JavadocLinks <scratch directory> <source directory>...");
    }
    List<Path> sources = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      sources.add(Path.of(args[i]));
    }
    List<String> problems = problems(sources, System.getProperty("java.class.path"), Path.of(args[0]));
    if (!problems.isEmpty()) {
      throw new IllegalStateException("Javadoc links to nothing (" + problems.size() + "):\n  " + String.join("\n  ", problems));
    }
    System.out.println("urikit docs: the Javadoc links of " + sources.size() + " source directories resolve");
  }

  /**
   * The broken Javadoc references in the {@code .java} files under {@code sourceDirectories}, as
   * {@code file:line: message}; empty when there are none.
   *
   * @throws IllegalStateException if the sources do not compile for another reason
   */
  static List<String> problems(List<Path> sourceDirectories, String classPath, Path scratch) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path directory : sourceDirectories) {
      try (Stream<Path> walk = Files.walk(directory)) {
        walk.filter(p -> p.toString().endsWith(".java") && !p.getFileName().toString().equals("module-info.java"))
            .sorted()
            .forEach(files::add);
      }
    }
    Files.createDirectories(scratch);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter output = new StringWriter();
    boolean compiled;
    try (StandardJavaFileManager fileManager = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      List<String> options = List.of("--release", "17", "-proc:none", "-implicit:none", "-nowarn",
          "-Xdoclint:reference/protected", "-d", scratch.toString(), "-cp", classPath);
      compiled = javac.getTask(output, fileManager, diagnostics, options, null, fileManager.getJavaFileObjectsFromPaths(files)).call();
    }
    List<String> problems = new ArrayList<>();
    List<String> otherErrors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      String where = (d.getSource() == null ? "" : d.getSource().getName()) + ":" + d.getLineNumber() + ": ";
      String message = d.getMessage(Locale.ROOT);
      if (d.getCode() != null && d.getCode().startsWith("compiler.err.proc.messager")) {
        // doclint reports through the messager: these are its errors, all of them references here
        problems.add(where + message);
      } else {
        otherErrors.add(where + message);
      }
    }
    if (!otherErrors.isEmpty() || (!compiled && problems.isEmpty())) {
      throw new IllegalStateException("the documented Java sources do not compile for the Javadoc check:\n  "
          + String.join("\n  ", otherErrors) + output);
    }
    return problems;
  }
}
