package dev.urikit.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_set;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Uri;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The functions from Java's DataFrame API, as a Java user calls them: {@code dropDuplicates} and {@code groupBy}
 * on {@link UrikitFunctions#uriKey} give the classes of {@link Uri#equals} on a generated data set whose classes
 * are known by construction ({@link UrlVariants}).
 */
class UrikitFunctionsJavaTest {

  private static final List<UrlVariants.Variant> ROWS = UrlVariants.generate(3986, 60);

  private static SparkSession spark;
  private static Dataset<Row> urls;

  @BeforeAll
  static void session() {
    spark = LocalSpark.session();
    List<String> texts = ROWS.stream().map(UrlVariants.Variant::text).toList();
    urls = spark.createDataset(texts, Encoders.STRING()).toDF("url").repartition(4).cache();
  }

  @Test
  void theDataSetHasClassesOfSeveralMembers() {
    Set<Set<String>> classes = UrlVariants.classesOf(ROWS);
    assertTrue(classes.size() > 150, "classes: " + classes.size());
    assertTrue(ROWS.size() > 2 * classes.size(), "rows: " + ROWS.size());
  }

  @Test
  void aHashSetOfUrisHasTheGeneratedClasses() {
    Map<Uri, Set<String>> byUri = new HashMap<>();
    for (UrlVariants.Variant v : ROWS) {
      byUri.computeIfAbsent(Uri.parse(v.text()), k -> new LinkedHashSet<>()).add(v.text());
    }
    assertEquals(UrlVariants.classesOf(ROWS), new HashSet<>(byUri.values()));
  }

  @Test
  void dropDuplicatesOnTheKeyKeepsOneUrlOfEachClass() {
    List<String> kept = urls.withColumn("key", UrikitFunctions.uriKey(col("url")))
        .dropDuplicates("key")
        .select("url")
        .as(Encoders.STRING())
        .collectAsList();

    Set<Uri> set = new HashSet<>();
    ROWS.forEach(v -> set.add(Uri.parse(v.text())));
    assertEquals(set.size(), kept.size());
    Map<String, String> canonicalOf = new HashMap<>();
    ROWS.forEach(v -> canonicalOf.put(v.text(), v.canonical()));
    Set<String> keptClasses = new HashSet<>();
    kept.forEach(url -> keptClasses.add(canonicalOf.get(url)));
    assertEquals(UrlVariants.classesOf(ROWS).size(), keptClasses.size(), "one URL of every class");
  }

  @Test
  void groupByTheKeyGivesTheClassesOfUriEquals() {
    List<Row> groups = urls.groupBy(UrikitFunctions.uriKey(col("url")).as("key"))
        .agg(collect_set(col("url")).as("urls"))
        .collectAsList();

    Set<Set<String>> classes = new HashSet<>();
    for (Row group : groups) {
      classes.add(new HashSet<>(group.<String>getList(1)));
    }
    assertEquals(UrlVariants.classesOf(ROWS), classes);
  }

  @Test
  void aJoinOnTheKeyMatchesEquivalentUrls() {
    Dataset<Row> seen = spark.createDataset(List.of("HTTP://Example.COM:80/docs", "urn:example:a"), Encoders.STRING())
        .toDF("seen");
    List<Row> joined = urls.join(seen, UrikitFunctions.uriKey(col("url")).equalTo(UrikitFunctions.uriKey(col("seen"))))
        .select("url")
        .collectAsList();

    List<String> expected = new ArrayList<>();
    for (UrlVariants.Variant v : ROWS) {
      if (v.canonical().equals("http://example.com/docs") || v.canonical().equals("urn:example:a")) {
        expected.add(v.text());
      }
    }
    assertTrue(!expected.isEmpty());
    assertEquals(new HashSet<>(expected), new HashSet<>(joined.stream().map(r -> r.getString(0)).toList()));
  }

  @Test
  void everyColumnFunctionFromJava() {
    Row row = spark.range(1).select(
        UrikitFunctions.uriNormalize(lit("HTTP://Example.COM:80/a/./b")),
        UrikitFunctions.uriParse(lit("https://u@[2001:db8::1]/p?q#f")).getField("port"),
        UrikitFunctions.uriResolve(lit("http://a/b/c/d;p?q"), lit("../g")),
        UrikitFunctions.uriHost(lit("http://Example.COM/")),
        UrikitFunctions.uriQueryParam(lit("http://h/?a=1&b=x%20y"), lit("b")),
        UrikitFunctions.uriExtract(lit("see http://a.example/x, then ftp://b.example/y.")),
        UrikitFunctions.uriKeyOrError(lit("http://h:8o/")).getField("error").getField("kind"),
        UrikitFunctions.uriNormalizeOrError(lit("http://h/")).getField("value"),
        UrikitFunctions.uriParseOrError(lit("rel/ative")).getField("error").getField("index"),
        UrikitFunctions.uriResolveOrError(lit("urn:example:a"), lit("b")).getField("error").getField("kind"),
        UrikitFunctions.uriHostOrError(lit("mailto:a@b.example")).getField("value"),
        UrikitFunctions.uriQueryParamOrError(lit("http://h/?a=1"), lit("a")).getField("value"),
        UrikitFunctions.uriKey(lit(null).cast("string"))
    ).first();

    assertEquals("http://example.com/a/b", row.getString(0));
    assertEquals(443, row.getInt(1));
    assertEquals("http://a/b/g", row.getString(2));
    assertEquals("Example.COM", row.getString(3));
    assertEquals("x y", row.getString(4));
    assertEquals(List.of("http://a.example/x", "ftp://b.example/y"), row.getList(5));
    assertEquals("INVALID_PORT", row.getString(6));
    assertEquals("http://h/", row.getString(7));
    assertEquals(3, row.getInt(8));
    assertEquals("SCHEME_SPECIFIC", row.getString(9));
    assertNull(row.get(10));
    assertEquals("1", row.getString(11));
    assertNull(row.get(12));
  }

  @Test
  void registerNamesEveryFunctionForSql() {
    for (String name : UrikitFunctions.names()) {
      assertTrue(spark.catalog().functionExists(name), name);
    }
    assertEquals(13, UrikitFunctions.names().size());
  }
}
