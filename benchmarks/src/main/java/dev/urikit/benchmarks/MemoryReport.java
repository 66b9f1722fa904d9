package dev.urikit.benchmarks;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.lang.management.ManagementFactory;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;

/**
 * Bytes a parsed {@link Uri} keeps alive next to the bytes of its {@code String}, one at a time and in a
 * {@code HashSet} of a million, measured with JOL's {@link GraphLayout} (the retained size: every object
 * reachable from the value, each counted once).
 *
 * <p>Run as {@code java -Djdk.attach.allowAttachSelf -Xmx6g -cp benchmarks.jar
 * dev.urikit.benchmarks.MemoryReport mixed} (argument {@code https}, the default, or {@code mixed}; the
 * module's README gives the flags for later JDKs). It prints the JVM it measured on, then, for example
 * (JDK 17, the https corpus of the kasztp list):
 *
 * <pre>
 * JVM: compressed oops true, compressed class pointers true, object alignment 8 B, object header 12 B
 * one URI, mean of 40000 https corpus lines: Uri 224.2 B, String 88.1 B, ratio 2.54
 * HashSet of 1000000 inputs: 1000000 distinct strings, 1000000 distinct URIs
 * HashSet: Uri 265.5 MiB (278.4 B per entry), String 129.1 MiB (135.4 B per entry), ratio 2.06 (per entry 2.06)
 * </pre>
 *
 * <p>Each {@code Uri} has its equality key computed first ({@code hashCode()}, which caches the key of
 * RFC 3986 section 6.2.2 and 6.2.3 in the value), as it has in a set. The registry, its schemes and what
 * they reach are shared by every URI and not retained by one: each figure is the size of the graph of the
 * URI and the registry together less the size of the registry's graph alone. The million are the corpus
 * lines in turn, made distinct with the entry's number {@code n} as a fragment ({@code #n}) or, when the
 * line has a fragment, at its end ({@code -n}). The strings are then all distinct, and so are the URIs
 * but for URNs: their f-component does not count for equivalence (RFC 8141 section 3.1), so on the mixed
 * corpus the URI set keeps one URN of each name and fewer entries than the string set (the report prints
 * both counts, and the ratio per entry next to the ratio of the totals).
 */
public final class MemoryReport {

  /** Entries in each set. */
  static final int SET_SIZE = 1_000_000;

  private static final double MEBIBYTE = 1024.0 * 1024.0;

  private MemoryReport() {}

  /** Prints the JVM, the mean sizes of one URI and one string, and the sizes of the two sets. */
  public static void main(String[] args) {
    String corpusName = args.length > 0 ? args[0] : Corpus.HTTPS;
    printJvm();
    String[] lines = Corpus.load(corpusName).urls();
    SchemeRegistry registry = SchemeRegistry.installed();

    Uri[] uris = new Uri[lines.length];
    for (int i = 0; i < lines.length; i++) {
      uris[i] = Uri.parse(lines[i], registry);
      uris[i].hashCode();
    }
    long shared = GraphLayout.parseInstance(registry).totalSize();
    long uriBytes = 0;
    long stringBytes = 0;
    for (int i = 0; i < lines.length; i++) {
      uriBytes += GraphLayout.parseInstance(uris[i], registry).totalSize() - shared;
      stringBytes += GraphLayout.parseInstance(lines[i]).totalSize();
    }
    double uriMean = (double) uriBytes / lines.length;
    double stringMean = (double) stringBytes / lines.length;
    System.out.printf(Locale.ROOT, "one URI, mean of %d %s corpus lines: Uri %.1f B, String %.1f B, ratio %.2f%n",
        lines.length, corpusName, uriMean, stringMean, uriMean / stringMean);

    Set<String> strings = new HashSet<>(SET_SIZE * 4 / 3 + 1);
    Set<Uri> parsed = new HashSet<>(SET_SIZE * 4 / 3 + 1);
    for (int i = 0; i < SET_SIZE; i++) {
      String distinct = distinct(lines[i % lines.length], i);
      strings.add(distinct);
      parsed.add(Uri.parse(distinct, registry));
    }
    long stringSet = GraphLayout.parseInstance(strings).totalSize();
    long uriSet = GraphLayout.parseInstance(parsed, registry).totalSize() - shared;
    if (GraphLayout.parseInstance(registry).totalSize() != shared) {
      throw new IllegalStateException("the registry's graph changed while measuring; the figures are not sound");
    }
    System.out.printf(Locale.ROOT, "HashSet of %d inputs: %d distinct strings, %d distinct URIs%n",
        SET_SIZE, strings.size(), parsed.size());
    System.out.printf(Locale.ROOT,
        "HashSet: Uri %.1f MiB (%.1f B per entry), String %.1f MiB (%.1f B per entry), ratio %.2f"
            + " (per entry %.2f)%n",
        uriSet / MEBIBYTE, (double) uriSet / parsed.size(), stringSet / MEBIBYTE,
        (double) stringSet / strings.size(), (double) uriSet / stringSet,
        ((double) uriSet / parsed.size()) / ((double) stringSet / strings.size()));
  }

  /** {@code line} made distinct by {@code n}: {@code #n} as its fragment, or {@code -n} after its fragment. */
  static String distinct(String line, int n) {
    return line + (line.indexOf('#') < 0 ? "#" : "-") + n;
  }

  private static void printJvm() {
    HotSpotDiagnosticMXBean hotSpot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    System.out.printf(Locale.ROOT, "JVM: %s %s (%s), %s%n", System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"), System.getProperty("os.arch"));
    System.out.printf(Locale.ROOT,
        "JVM: compressed oops %s, compressed class pointers %s, object alignment %s B, object header %d B%n",
        option(hotSpot, "UseCompressedOops"), option(hotSpot, "UseCompressedClassPointers"),
        option(hotSpot, "ObjectAlignmentInBytes"), VM.current().objectHeaderSize());
  }

  private static String option(HotSpotDiagnosticMXBean hotSpot, String name) {
    try {
      return hotSpot.getVMOption(name).getValue();
    } catch (IllegalArgumentException e) {
      return "unknown";
    }
  }
}
