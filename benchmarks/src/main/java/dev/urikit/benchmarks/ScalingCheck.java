package dev.urikit.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Reads the CSV results of the scaling benchmarks ({@link ScalingBenchmark}, {@link OperationScalingBenchmark}
 * and any other {@code *ScalingBenchmark} with a {@code size} parameter) and checks that ten times the input
 * costs at most {@link #LIMIT} times the time.
 *
 * <p>{@code java -cp benchmarks.jar dev.urikit.benchmarks.ScalingCheck scaling.csv} prints one line per
 * step, in the form {@code ScalingBenchmark.resolve CLIMB 100000/10000: RATIOx (limit 12.0x) ok}, and exits with status 1 when
 * a step exceeds the limit. RFC 3986 section 5.2.4 (remove_dot_segments) is where a quadratic algorithm
 * would show.
 */
public final class ScalingCheck {

  /** Largest accepted ratio of times for a tenfold input. */
  public static final double LIMIT = 12.0;

  private ScalingCheck() {}

  /**
   * Checks the file named by the first argument.
   *
   * @param args the CSV file written by {@code -rf csv -rff FILE}
   * @throws IOException when the file cannot be read
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ScalingCheck RESULTS.csv (from -rf csv -rff RESULTS.csv)");
      System.exit(2);
    }
    List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    List<String> header = fields(lines.get(0));
    int benchmark = header.indexOf("Benchmark");
    int score = header.indexOf("Score");
    int size = header.indexOf("Param: size");
    List<Integer> params = new ArrayList<>();
    for (int i = 0; i < header.size(); i++) {
      if (header.get(i).startsWith("Param: ") && i != size) {
        params.add(i);
      }
    }
    if (benchmark < 0 || score < 0 || size < 0) {
      System.err.println("not the CSV of a scaling benchmark (no size parameter): " + header);
      System.exit(2);
    }
    Map<String, Map<Integer, Double>> series = new TreeMap<>();
    for (String line : lines.subList(1, lines.size())) {
      List<String> row = fields(line);
      String name = row.get(benchmark);
      if (!name.contains("ScalingBenchmark.") || name.contains(":")) {
        continue; // secondary results such as the gc profiler's
      }
      StringBuilder key = new StringBuilder(name.substring(name.lastIndexOf('.', name.indexOf("ScalingBenchmark.")) + 1));
      for (int param : params) {
        if (!row.get(param).isEmpty()) {
          key.append(' ').append(row.get(param));
        }
      }
      series.computeIfAbsent(key.toString(), k -> new TreeMap<>())
          .put(Integer.parseInt(row.get(size)), Double.parseDouble(row.get(score).replace(',', '.')));
    }
    boolean ok = true;
    for (Map.Entry<String, Map<Integer, Double>> entry : series.entrySet()) {
      @Nullable Integer previous = null;
      for (Map.Entry<Integer, Double> point : entry.getValue().entrySet()) {
        if (previous != null) {
          double ratio = point.getValue() / entry.getValue().get(previous);
          double limit = LIMIT * point.getKey() / (10.0 * previous);
          boolean within = ratio <= limit;
          ok &= within;
          System.out.printf(Locale.ROOT, "%s %d/%d: %.1fx (limit %.1fx) %s%n", entry.getKey(),
              point.getKey(), previous, ratio, limit, within ? "ok" : "TOO SLOW");
        }
        previous = point.getKey();
      }
    }
    System.exit(ok ? 0 : 1);
  }

  /** The fields of one CSV line; quoted fields may hold commas. */
  private static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}
