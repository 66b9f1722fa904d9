/**
 * JMH benchmarks that measure urikit side by side with {@code java.net.URI}, Jena's RFC 3986 parser
 * and OkHttp's {@code HttpUrl}, on a real or generated corpus of URLs.
 *
 * <p>Build with {@code mvn -pl benchmarks -am package -DskipTests}, then run, for example,
 * {@code java -jar benchmarks/target/benchmarks.jar ParseBenchmark -prof gc}, which prints one line per
 * library in the form {@code ParseBenchmark.urikit avgt 10 SCORE ± ERROR ns/op}, the time per URL.
 * The module's README lists the command for every benchmark. Everything measured here is RFC 3986 (sections 3, 5.2 and 6)
 * or RFC 3987 (sections 2.2 and 3.1).
 */
@NullMarked
package dev.urikit.benchmarks;

import org.jspecify.annotations.NullMarked;
