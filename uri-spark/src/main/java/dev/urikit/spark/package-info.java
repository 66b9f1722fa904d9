/**
 * urikit in Apache Spark: SQL functions that parse, normalize, compare, resolve and extract URIs by urikit's
 * rules, registered with one call.
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT count(DISTINCT uri_key(url)) FROM frontier")
 * // the number of classes of Uri.equals among the URLs
 * }</pre>
 *
 * <p>{@link dev.urikit.spark.UrikitFunctions} lists the functions; {@link dev.urikit.spark.UriSqlTypes} their
 * struct types.
 */
@NullMarked
package dev.urikit.spark;

import org.jspecify.annotations.NullMarked;
