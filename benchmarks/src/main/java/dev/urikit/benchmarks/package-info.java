/**
 * JMH benchmarks that measure urikit side by side with {@code java.net.URI}, Jena's RFC 3986 parser
 * and OkHttp's {@code HttpUrl}, on a real or generated corpus of URLs.
 *
 * <p>Build with {@code mvn -pl benchmarks -am package -DskipTests}, then run, for example,
 * {@code java -jar benchmarks/target/benchmarks.jar ParseBenchmark -prof gc}, which prints one line per
 * library such as {@code ParseBenchmark.urikit avgt 5 61.2 ± 1.3 ns/op}. The module's README lists the
 * command for every benchmark. Everything measured here is RFC 3986 (sections 3, 5.2 and 6).
 */
@NullMarked
package dev.urikit.benchmarks;

import org.jspecify.annotations.NullMarked;
