package dev.urikit.spark;

import static dev.urikit.spark.UrikitFunctions.uriKey;
import static dev.urikit.spark.UrikitFunctions.uriNormalize;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The samples of the guide's page on Spark (docs/src/doc/spark.md), each checked by the docs module's
 * GuideSnippetsTest to be a passage of this file, and the output the page shows, which these tests compare with
 * a real run in a local session (with the http module installed).
 */
class SparkGuideTest {

  private static SparkSession spark;

  @BeforeAll
  static void frontier() {
    spark = LocalSpark.session();
    List<String> urls = List.of(
        "https://example.com/a/b",
        "HTTPS://Example.COM:443/a/./b",
        "https://example.com/x/../a/b",
        "http://example.com/a/b",
        "https://example.com/A/b",
        "https://example.com/~ann/",
        "https://example.com/%7eann/",
        "https://example.com",
        "https://example.com/",
        "https://exa mple.com/",
        "/relative/path");
    spark.createDataset(urls, Encoders.STRING()).toDF("url").createOrReplaceTempView("frontier");
  }

  @Test
  void sql() {
    Dataset<Row> unique = spark.sql("""
        SELECT min(uri_normalize(url)) AS url, count(*) AS seen
        FROM frontier
        WHERE uri_key(url) IS NOT NULL
        GROUP BY uri_key(url)
        ORDER BY url
        """);

    assertEquals("""
        +-------------------------+----+
        |url                      |seen|
        +-------------------------+----+
        |http://example.com/a/b   |1   |
        |https://example.com/     |2   |
        |https://example.com/A/b  |1   |
        |https://example.com/a/b  |3   |
        |https://example.com/~ann/|2   |
        +-------------------------+----+
        """, shown(unique));
  }

  @Test
  void errors() {
    Dataset<Row> refused = spark.sql("""
        SELECT url, uri_key_or_error(url).error.kind AS kind, uri_key_or_error(url).error.index AS index
        FROM frontier
        WHERE uri_key(url) IS NULL
        """);

    assertEquals("""
        +---------------------+-----------------+-----+
        |url                  |kind             |index|
        +---------------------+-----------------+-----+
        |https://exa mple.com/|INVALID_CHARACTER|11   |
        |/relative/path       |MISSING_SCHEME   |0    |
        +---------------------+-----------------+-----+
        """, shown(refused));
  }

  @Test
  void java() {
    Dataset<Row> frontier = spark.table("frontier");

    UrikitFunctions.register(spark);   // once per session, for SQL; the Java methods need no registering
    Dataset<Row> unique = frontier
        .where(uriKey(col("url")).isNotNull())
        .groupBy(uriKey(col("url")))
        .agg(min(uriNormalize(col("url"))).as("url"), count(lit(1)).as("seen"))
        .select("url", "seen");
    long classes = unique.count();                           // 5
    long kept = frontier.dropDuplicates("url").count();      // 11: the raw strings are all different

    assertEquals(5, classes);
    assertEquals(11, kept);
  }

  /** The rows of {@code df} as {@code df.show(false)} prints them: columns as wide as their widest cell. */
  static String shown(Dataset<Row> df) {
    String[] names = df.columns();
    List<Row> rows = df.collectAsList();
    int[] widths = new int[names.length];
    for (int c = 0; c < names.length; c++) {
      widths[c] = Math.max(3, names[c].length());
      for (Row row : rows) {
        widths[c] = Math.max(widths[c], cell(row, c).length());
      }
    }
    StringBuilder rule = new StringBuilder("+");
    for (int width : widths) {
      rule.append("-".repeat(width)).append('+');
    }
    StringBuilder out = new StringBuilder().append(rule).append('\n');
    line(out, names, widths);
    out.append(rule).append('\n');
    for (Row row : rows) {
      String[] cells = new String[names.length];
      for (int c = 0; c < names.length; c++) {
        cells[c] = cell(row, c);
      }
      line(out, cells, widths);
    }
    return out.append(rule).append('\n').toString();
  }

  private static String cell(Row row, int column) {
    return row.isNullAt(column) ? "NULL" : String.valueOf(row.get(column));
  }

  private static void line(StringBuilder out, String[] cells, int[] widths) {
    out.append('|');
    for (int c = 0; c < cells.length; c++) {
      out.append(cells[c]).append(" ".repeat(widths[c] - cells[c].length())).append('|');
    }
    out.append('\n');
  }
}
