package dev.urikit.spark;

import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark SQL types that the functions of {@link UrikitFunctions} return where a string is not enough: the
 * components of {@code uri_parse} and the result-or-error struct of the {@code _or_error} functions.
 *
 * <pre>{@code
 * SELECT uri_parse('HTTP://Example.COM/a?q#f')
 * -- {HTTP, NULL, Example.COM, reg-name, 80, /a, q, f, hierarchical}   (with the http module installed)
 * SELECT uri_key_or_error('http://h:8o/')
 * -- {NULL, {INVALID_PORT, 10, invalid character in port at index 10}}
 * }</pre>
 *
 * <table>
 *   <caption>{@link #PARSED}: the components of RFC 3986 section 3, as written</caption>
 *   <tr><th>field</th><th>type</th><th>value</th></tr>
 *   <tr><td>{@code scheme}</td><td>string</td><td>as written, never null</td></tr>
 *   <tr><td>{@code userinfo}</td><td>string</td><td>null when absent</td></tr>
 *   <tr><td>{@code host}</td><td>string</td><td>null without an authority</td></tr>
 *   <tr><td>{@code host_type}</td><td>string</td><td>{@code reg-name}, {@code ipv4}, {@code ipv6}, {@code ipvfuture} (section 3.2.2)</td></tr>
 *   <tr><td>{@code port}</td><td>int</td><td>the effective port: as written, else the scheme's default port</td></tr>
 *   <tr><td>{@code path}</td><td>string</td><td>never null, maybe empty</td></tr>
 *   <tr><td>{@code query}</td><td>string</td><td>without the {@code "?"}; null when absent</td></tr>
 *   <tr><td>{@code fragment}</td><td>string</td><td>without the {@code "#"}; null when absent</td></tr>
 *   <tr><td>{@code kind}</td><td>string</td><td>{@code hierarchical} or {@code opaque}</td></tr>
 * </table>
 */
public final class UriSqlTypes {

  /** The struct of {@code uri_parse}: see the table above. */
  public static final StructType PARSED = new StructType(new StructField[] {
      DataTypes.createStructField("scheme", DataTypes.StringType, false),
      DataTypes.createStructField("userinfo", DataTypes.StringType, true),
      DataTypes.createStructField("host", DataTypes.StringType, true),
      DataTypes.createStructField("host_type", DataTypes.StringType, true),
      DataTypes.createStructField("port", DataTypes.IntegerType, true),
      DataTypes.createStructField("path", DataTypes.StringType, false),
      DataTypes.createStructField("query", DataTypes.StringType, true),
      DataTypes.createStructField("fragment", DataTypes.StringType, true),
      DataTypes.createStructField("kind", DataTypes.StringType, false),
  });

  /**
   * Why a URI was refused, from its {@link dev.urikit.UriSyntaxException}: {@code kind} (the name of a
   * {@link dev.urikit.UriSyntaxException.Kind}), {@code index} (of the first offending character) and
   * {@code message} (which never repeats user information).
   */
  public static final StructType ERROR = new StructType(new StructField[] {
      DataTypes.createStructField("kind", DataTypes.StringType, false),
      DataTypes.createStructField("index", DataTypes.IntegerType, false),
      DataTypes.createStructField("message", DataTypes.StringType, false),
  });

  private UriSqlTypes() {}

  /**
   * The struct of an {@code _or_error} function whose plain twin returns {@code value}: {@code value} (null when
   * refused) and {@code error} ({@link #ERROR}, null when not).
   */
  public static StructType orError(DataType value) {
    return new StructType(new StructField[] {
        DataTypes.createStructField("value", value, true),
        DataTypes.createStructField("error", ERROR, true),
    });
  }
}
