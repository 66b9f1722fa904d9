package dev.urikit.spark;

import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The one local SparkSession of the module's tests ({@code local[2]}), made on first use and shared by every
 * test class of the JVM; Spark stops it at shutdown. It needs no Hadoop installation: no UI, no native
 * libraries, the warehouse and scratch space under {@code target/}.
 */
public final class LocalSpark {

  private static SparkSession spark;

  private LocalSpark() {}

  /** The session, with urikit's functions registered. */
  public static synchronized SparkSession session() {
    if (spark == null) {
      Path target = Path.of("target").toAbsolutePath();
      spark = SparkSession.builder()
          .master("local[2]")
          .appName("uri-spark tests")
          .config("spark.ui.enabled", "false")
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.driver.bindAddress", "127.0.0.1")
          .config("spark.sql.shuffle.partitions", "4")
          .config("spark.sql.warehouse.dir", target.resolve("spark-warehouse").toUri().toString())
          .config("spark.hadoop.io.native.lib.available", "false")
          .getOrCreate();
      UrikitFunctions.register(spark);
    }
    return spark;
  }
}
