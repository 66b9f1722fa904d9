package dev.urikit.spark;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;

/**
 * urikit's functions for Spark SQL: {@link #register(SparkSession)} makes them callable from SQL by name, and
 * the static methods apply them to {@link Column}s of the DataFrame API (Java and Scala) without registering.
 *
 * <pre>{@code
 * UrikitFunctions.register(spark);
 * spark.sql("SELECT uri_key('HTTP://Example.COM:80/a/./b') = uri_key('http://example.com/a/b')").first()
 * // [true]   (with the http scheme module installed)
 * frontier.withColumn("key", UrikitFunctions.uriKey(col("url"))).dropDuplicates("key")
 * // one row for each class of Uri.equals among the URLs
 * }</pre>
 *
 * <table>
 *   <caption>The functions (text is a string column; null in gives null out)</caption>
 *   <tr><th>SQL</th><th>Java</th><th>result</th></tr>
 *   <tr><td>{@code uri_normalize(text)}</td><td>{@link #uriNormalize}</td><td>{@code Uri.normalize()}: RFC 3986 sections 6.2.2 and 6.2.3</td></tr>
 *   <tr><td>{@code uri_key(text)}</td><td>{@link #uriKey}</td><td>the equivalence key: equal keys exactly when {@code Uri.equals} holds</td></tr>
 *   <tr><td>{@code uri_parse(text)}</td><td>{@link #uriParse}</td><td>a struct of the components ({@link UriSqlTypes#PARSED})</td></tr>
 *   <tr><td>{@code uri_resolve(base, ref)}</td><td>{@link #uriResolve}</td><td>{@code Uri.resolve}: RFC 3986 section 5.2</td></tr>
 *   <tr><td>{@code uri_host(text)}</td><td>{@link #uriHost}</td><td>the host as written; null without an authority</td></tr>
 *   <tr><td>{@code uri_query_param(text, name)}</td><td>{@link #uriQueryParam}</td><td>the decoded value of the first query parameter of that name ({@code Uri.queryParameter}, the form convention)</td></tr>
 *   <tr><td>{@code uri_extract(text)}</td><td>{@link #uriExtract}</td><td>the URIs found in running text ({@link dev.urikit.text.UriExtractor}), an array</td></tr>
 * </table>
 *
 * <p>A text that is not a URI (a relative reference included: resolve it first) gives null. Each function but
 * {@code uri_extract} has an {@code _or_error} twin ({@code uri_key_or_error(text)}, ...) that returns
 * {@link UriSqlTypes#orError}: the value, or the error's kind, index and message. No input fails a job.
 *
 * <p>The functions are Java UDFs, not Catalyst expressions: as UDFs, on a million URLs,
 * {@code uri_parse(url).host} already takes less time than Spark's built-in {@code parse_url(url, 'HOST')} (an
 * expression), and UDFs use only Spark's public API (see the benchmark in benchmarks/README.md). The schemes are those installed on each JVM
 * ({@link dev.urikit.SchemeRegistry#installed()}), discovered once per executor: put the scheme modules' jars
 * on the executors' class path with this module's. Keys and normalized forms are the same on every JVM with
 * the same scheme modules.
 */
public final class UrikitFunctions {

  private static final UserDefinedFunction NORMALIZE = udf("uri_normalize", DataTypes.StringType,
      (UDF1<String, String>) text -> Outcome.orNull(text, UriFunctions::normalize));
  private static final UserDefinedFunction KEY = udf("uri_key", DataTypes.StringType,
      (UDF1<String, String>) text -> Outcome.orNull(text, UriFunctions::key));
  private static final UserDefinedFunction PARSE = udf("uri_parse", UriSqlTypes.PARSED,
      (UDF1<String, Object>) text -> Outcome.orNull(text, UriFunctions::parse));
  private static final UserDefinedFunction RESOLVE = udf("uri_resolve", DataTypes.StringType,
      (UDF2<String, String, String>) (base, ref) -> Outcome.orNull(base, ref, UriFunctions::resolve));
  private static final UserDefinedFunction HOST = udf("uri_host", DataTypes.StringType,
      (UDF1<String, String>) text -> Outcome.orNull(text, UriFunctions::host));
  private static final UserDefinedFunction QUERY_PARAM = udf("uri_query_param", DataTypes.StringType,
      (UDF2<String, String, String>) (text, name) -> Outcome.orNull(text, name, UriFunctions::queryParameter));
  private static final UserDefinedFunction EXTRACT = udf("uri_extract",
      DataTypes.createArrayType(DataTypes.StringType, false),
      (UDF1<String, List<String>>) text -> text == null ? null : UriFunctions.extract(text));

  private static final UserDefinedFunction NORMALIZE_OR_ERROR = udf("uri_normalize_or_error",
      UriSqlTypes.orError(DataTypes.StringType),
      (UDF1<String, Object>) text -> Outcome.orError(text, UriFunctions::normalize));
  private static final UserDefinedFunction KEY_OR_ERROR = udf("uri_key_or_error",
      UriSqlTypes.orError(DataTypes.StringType),
      (UDF1<String, Object>) text -> Outcome.orError(text, UriFunctions::key));
  private static final UserDefinedFunction PARSE_OR_ERROR = udf("uri_parse_or_error",
      UriSqlTypes.orError(UriSqlTypes.PARSED),
      (UDF1<String, Object>) text -> Outcome.orError(text, UriFunctions::parse));
  private static final UserDefinedFunction RESOLVE_OR_ERROR = udf("uri_resolve_or_error",
      UriSqlTypes.orError(DataTypes.StringType),
      (UDF2<String, String, Object>) (base, ref) -> Outcome.orError(base, ref, UriFunctions::resolve));
  private static final UserDefinedFunction HOST_OR_ERROR = udf("uri_host_or_error",
      UriSqlTypes.orError(DataTypes.StringType),
      (UDF1<String, Object>) text -> Outcome.orError(text, UriFunctions::host));
  private static final UserDefinedFunction QUERY_PARAM_OR_ERROR = udf("uri_query_param_or_error",
      UriSqlTypes.orError(DataTypes.StringType),
      (UDF2<String, String, Object>) (text, name) -> Outcome.orError(text, name, UriFunctions::queryParameter));

  private static final List<UserDefinedFunction> ALL = List.of(NORMALIZE, KEY, PARSE, RESOLVE, HOST, QUERY_PARAM,
      EXTRACT, NORMALIZE_OR_ERROR, KEY_OR_ERROR, PARSE_OR_ERROR, RESOLVE_OR_ERROR, HOST_OR_ERROR,
      QUERY_PARAM_OR_ERROR);

  private UrikitFunctions() {}

  /**
   * Registers every function with {@code spark} under its SQL name ({@code uri_normalize}, {@code uri_key},
   * ..., {@code uri_query_param_or_error}), replacing functions of those names; calling it again does no harm.
   */
  public static void register(SparkSession spark) {
    for (UserDefinedFunction function : ALL) {
      spark.udf().register(function.name(), function);
    }
  }

  /** The SQL names that {@link #register} registers, in the order of the table above, twins last. */
  public static List<String> names() {
    return ALL.stream().map(UserDefinedFunction::name).toList();
  }

  /** {@code uri_normalize(text)}: the normalized URI ({@code Uri.normalize()}), or null. */
  public static Column uriNormalize(Column text) {
    return NORMALIZE.apply(text);
  }

  /** {@code uri_key(text)}: the key under which URIs are equal exactly when {@code Uri.equals} says so, or null. */
  public static Column uriKey(Column text) {
    return KEY.apply(text);
  }

  /** {@code uri_parse(text)}: the components ({@link UriSqlTypes#PARSED}), or null. */
  public static Column uriParse(Column text) {
    return PARSE.apply(text);
  }

  /** {@code uri_resolve(base, ref)}: {@code ref} resolved against {@code base} (RFC 3986 section 5.2), or null. */
  public static Column uriResolve(Column base, Column ref) {
    return RESOLVE.apply(base, ref);
  }

  /** {@code uri_host(text)}: the host as written, or null. */
  public static Column uriHost(Column text) {
    return HOST.apply(text);
  }

  /** {@code uri_query_param(text, name)}: the decoded value of the first query pair named {@code name}, or null. */
  public static Column uriQueryParam(Column text, Column name) {
    return QUERY_PARAM.apply(text, name);
  }

  /** {@code uri_extract(text)}: the URIs found in running text, in order. */
  public static Column uriExtract(Column text) {
    return EXTRACT.apply(text);
  }

  /** {@code uri_normalize_or_error(text)}: {@link UriSqlTypes#orError} of {@link #uriNormalize}. */
  public static Column uriNormalizeOrError(Column text) {
    return NORMALIZE_OR_ERROR.apply(text);
  }

  /** {@code uri_key_or_error(text)}: {@link UriSqlTypes#orError} of {@link #uriKey}. */
  public static Column uriKeyOrError(Column text) {
    return KEY_OR_ERROR.apply(text);
  }

  /** {@code uri_parse_or_error(text)}: {@link UriSqlTypes#orError} of {@link #uriParse}. */
  public static Column uriParseOrError(Column text) {
    return PARSE_OR_ERROR.apply(text);
  }

  /** {@code uri_resolve_or_error(base, ref)}: {@link UriSqlTypes#orError} of {@link #uriResolve}. */
  public static Column uriResolveOrError(Column base, Column ref) {
    return RESOLVE_OR_ERROR.apply(base, ref);
  }

  /** {@code uri_host_or_error(text)}: {@link UriSqlTypes#orError} of {@link #uriHost}. */
  public static Column uriHostOrError(Column text) {
    return HOST_OR_ERROR.apply(text);
  }

  /** {@code uri_query_param_or_error(text, name)}: {@link UriSqlTypes#orError} of {@link #uriQueryParam}. */
  public static Column uriQueryParamOrError(Column text, Column name) {
    return QUERY_PARAM_OR_ERROR.apply(text, name);
  }

  private static UserDefinedFunction udf(String name, DataType type, UDF1<?, ?> body) {
    return functions.udf(body, type).withName(name);
  }

  private static UserDefinedFunction udf(String name, DataType type, UDF2<?, ?, ?> body) {
    return functions.udf(body, type).withName(name);
  }
}
