package dev.urikit.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;

import dev.urikit.Uri;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * Times urikit's functions against Spark's built-in ones on a million URLs in a local session ({@code local[2]}),
 * as ratios from one run: {@code uri_parse(url).host} against {@code parse_url(url, 'HOST')}, dedupe on
 * {@code uri_key(url)} against dedupe on the raw string, and what the UDF boundary costs (a job that only reads
 * the column, and the same parsing in a plain loop). Not a test: run it with the {@code spark-benchmark} profile
 * (see benchmarks/README.md).
 *
 * <p>The URLs are the kasztp list, {@code ../shared/data/urls-kasztp.txt} from the working directory, or the
 * file named by {@code -Dcorpus=}; a line is kept when both {@code java.net.URI} and urikit accept it and it has
 * a host, and the kept lines are repeated with variants (host case, the default port, a dot-segment, a query)
 * to {@code -Dsize=} rows (1,000,000).
 */
public final class SparkBenchmark {

  private static final int ROUNDS = 5;

  private SparkBenchmark() {}

  public static void main(String[] args) throws IOException {
    Path file = Path.of(System.getProperty("corpus", "../shared/data/urls-kasztp.txt"));
    int size = Integer.getInteger("size", 1_000_000);
    List<String> urls = corpus(file, size);
    SparkSession spark = SparkSession.builder().master("local[2]").appName("uri-spark benchmark")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.sql.warehouse.dir", Path.of("target", "spark-warehouse").toAbsolutePath().toUri().toString())
        .getOrCreate();
    UrikitFunctions.register(spark);
    Dataset<Row> df = spark.createDataset(urls, Encoders.STRING()).toDF("url").repartition(2).cache();
    System.out.printf(Locale.ROOT, "corpus: %d rows, %d distinct strings%n", df.count(),
        df.distinct().count());

    long mismatches = df.where(functions.not(functions.expr("uri_parse(url).host <=> parse_url(url, 'HOST')"))).count();
    System.out.printf(Locale.ROOT, "rows whose uri_parse(url).host differs from parse_url(url, 'HOST'): %d%n", mismatches);

    long floor = median(() -> counted(df, functions.length(col("url"))));
    long builtin = median(() -> counted(df, functions.expr("parse_url(url, 'HOST')")));
    long parse = median(() -> counted(df, functions.expr("uri_parse(url).host")));
    long host = median(() -> counted(df, functions.expr("uri_host(url)")));
    long rawDedupe = median(() -> df.dropDuplicates("url").count());
    long keyDedupe = median(() -> df.withColumn("key", functions.expr("uri_key(url)")).dropDuplicates("key").count());
    long loop = median(() -> loop(urls));

    System.out.printf(Locale.ROOT, "median of %d runs after 2 warm-up runs, ms:%n", ROUNDS);
    System.out.printf(Locale.ROOT, "  count(length(url))            %6d  (reading the column: the floor)%n", floor);
    System.out.printf(Locale.ROOT, "  count(parse_url(url, 'HOST')) %6d%n", builtin);
    System.out.printf(Locale.ROOT, "  count(uri_parse(url).host)    %6d  ratio to parse_url %.2f%n", parse, (double) parse / builtin);
    System.out.printf(Locale.ROOT, "  count(uri_host(url))          %6d  ratio to parse_url %.2f%n", host, (double) host / builtin);
    System.out.printf(Locale.ROOT, "  dropDuplicates(url)           %6d  -> %d rows%n", rawDedupe, df.dropDuplicates("url").count());
    System.out.printf(Locale.ROOT, "  dropDuplicates(uri_key(url))  %6d  -> %d rows, ratio to raw %.2f%n", keyDedupe,
        df.withColumn("key", functions.expr("uri_key(url)")).dropDuplicates("key").count(), (double) keyDedupe / rawDedupe);
    System.out.printf(Locale.ROOT, "  Uri.parse + components, plain loop, one thread %6d (%d per core of local[2])%n", loop, loop / 2);
    spark.stop();
  }

  /** Runs a job that evaluates {@code value} on every row. */
  private static long counted(Dataset<Row> df, Column value) {
    return df.select(value.as("v")).agg(count(col("v"))).first().getLong(0);
  }

  /** The components of every URL, as {@code uri_parse} computes them, without Spark. */
  private static long loop(List<String> urls) {
    long n = 0;
    for (String url : urls) {
      Row row = UriFunctions.parse(Uri.parse(url, Installed.REGISTRY));
      n += row.getString(2).length();
    }
    return n;
  }

  /** The median wall time in milliseconds of {@link #ROUNDS} runs of {@code job}, after two warm-up runs. */
  private static long median(LongSupplier job) {
    job.getAsLong();
    job.getAsLong();
    long[] times = new long[ROUNDS];
    for (int i = 0; i < ROUNDS; i++) {
      long start = System.nanoTime();
      job.getAsLong();
      times[i] = (System.nanoTime() - start) / 1_000_000;
    }
    Arrays.sort(times);
    return times[ROUNDS / 2];
  }

  /** The kept lines of {@code file}, repeated with variants to {@code size} URLs. */
  private static List<String> corpus(Path file, int size) throws IOException {
    List<String> kept = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String url = line.startsWith("\uFEFF") ? line.substring(1) : line;
      if (acceptedByBoth(url)) {
        kept.add(url);
      }
    }
    if (kept.isEmpty()) {
      throw new IllegalStateException("no URL of " + file + " is accepted by both parsers");
    }
    System.out.printf(Locale.ROOT, "corpus: %s: %d lines kept%n", file, kept.size());
    List<String> urls = new ArrayList<>(size);
    for (int i = 0; urls.size() < size; i++) {
      urls.add(variant(kept.get(i % kept.size()), i / kept.size()));
    }
    return urls;
  }

  private static boolean acceptedByBoth(String url) {
    try {
      return new URI(url).getHost() != null && Uri.parseOrNull(url) != null;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  /** Copy {@code round} of {@code url}: as it is, host in upper case, the default port, a dot-segment, a query. */
  private static String variant(String url, int round) {
    int hostStart = url.indexOf("://") + 3;
    int slash = url.indexOf('/', hostStart);
    int hostEnd = slash < 0 ? url.length() : slash;
    String rest = url.substring(hostEnd);
    switch (round % 5) {
      case 1:
        return url.substring(0, hostStart) + url.substring(hostStart, hostEnd).toUpperCase(Locale.ROOT) + rest;
      case 2:
        return url.substring(hostStart, hostEnd).indexOf(':') < 0
            ? url.substring(0, hostEnd) + (url.startsWith("https") ? ":443" : ":80") + rest : url;
      case 3:
        return url.substring(0, hostEnd) + "/." + (rest.isEmpty() ? "/" : rest);
      case 4:
        return url + (url.indexOf('?') < 0 ? "?" : "&") + "v=" + round;
      default:
        return url;
    }
  }
}
