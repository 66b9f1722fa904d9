package dev.urikit.benchmarks;

import dev.urikit.template.UriTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.web.util.UriComponents;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Time to expand one URI Template (RFC 6570) with its variables to a string, for urikit,
 * Handy-URI-Templates and Spring's {@code UriComponentsBuilder}.
 *
 * <p>{@code java -jar benchmarks.jar TemplateBenchmark} prints lines in the form
 * {@code TemplateBenchmark.urikit issues avgt 10 SCORE ± ERROR ns/op}, the time per expansion of the
 * template that {@code shape} names, each like a call to a REST API:
 *
 * <table>
 *   <caption>The templates and their expansions</caption>
 *   <tr><th>shape</th><th>RFC 6570 template</th><th>expansion</th></tr>
 *   <tr><td>{@code issues}</td><td>{@code https://api.example.com/repos{/owner,repo}/issues{?state,labels*}}</td>
 *       <td>{@code https://api.example.com/repos/urikit/core/issues?state=open&labels=bug&labels=good%20first%20issue}</td></tr>
 *   <tr><td>{@code path}</td><td>{@code https://api.example.com/gists/{id}/comments}</td>
 *       <td>{@code https://api.example.com/gists/aa5a315d61ae9438b18d/comments}</td></tr>
 *   <tr><td>{@code search}</td><td>{@code https://api.example.com/search/issues{?q,sort,order,per_page,page}}</td>
 *       <td>{@code https://api.example.com/search/issues?q=repo%3Aurikit%2Fcore%20is%3Aopen%20label%3Abug&sort=created&order=desc&per_page=50&page=2}</td></tr>
 * </table>
 *
 * <table>
 *   <caption>What one operation is</caption>
 *   <tr><th>method</th><th>work</th></tr>
 *   <tr><td>{@code urikit}</td><td>{@code template.expand(variables)}: the parsed {@link UriTemplate},
 *       reused, expanded to its string</td></tr>
 *   <tr><td>{@code handy}</td><td>{@code template.expand(variables)}: Handy-URI-Templates' parsed
 *       {@code com.damnhandy.uri.template.UriTemplate}, reused, expanded to its string</td></tr>
 *   <tr><td>{@code spring}</td><td>{@code components.expand(variables).toUriString()}: the
 *       {@code UriComponents} of {@code UriComponentsBuilder.fromUriString(template).encode().build()},
 *       reused, expanded with each value percent-encoded whole (what {@code buildAndExpand} does after
 *       {@code encode()}) and written out</td></tr>
 * </table>
 *
 * <p>Spring's templates know only {@code {name}}, not RFC 6570's operators, so its side uses the
 * equivalent written out: {@code https://api.example.com/repos/{owner}/{repo}/issues?state={state}&labels={label1}&labels={label2}}
 * (a list of two labels written as two variables, since a Spring template cannot explode a list) and
 * {@code https://api.example.com/search/issues?q={q}&sort={sort}&order={order}&per_page={per_page}&page={page}};
 * the {@code path} template is the same text on all three sides. The setup checks fairness: it fails
 * unless all three sides give the expansion in the table above.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class TemplateBenchmark {

  /** Which template is expanded. */
  @Param({"issues", "path", "search"})
  public String shape = "issues";

  private UriTemplate urikit;
  private com.damnhandy.uri.template.UriTemplate handy;
  private UriComponents spring;
  private Map<String, Object> variables;
  private Map<String, Object> springVariables;

  @Setup
  public void setUp() {
    String template;
    String springTemplate;
    String expected;
    variables = new LinkedHashMap<>();
    switch (shape) {
      case "issues" -> {
        template = "https://api.example.com/repos{/owner,repo}/issues{?state,labels*}";
        springTemplate = "https://api.example.com/repos/{owner}/{repo}/issues?state={state}&labels={label1}&labels={label2}";
        expected = "https://api.example.com/repos/urikit/core/issues?state=open&labels=bug&labels=good%20first%20issue";
        variables.put("owner", "urikit");
        variables.put("repo", "core");
        variables.put("state", "open");
        // An ArrayList: Handy-URI-Templates reads an immutable List.of as a bean and fails on its getters.
        variables.put("labels", new ArrayList<>(List.of("bug", "good first issue")));
        springVariables = new LinkedHashMap<>(variables);
        springVariables.remove("labels");
        springVariables.put("label1", "bug");
        springVariables.put("label2", "good first issue");
      }
      case "path" -> {
        template = "https://api.example.com/gists/{id}/comments";
        springTemplate = template;
        expected = "https://api.example.com/gists/aa5a315d61ae9438b18d/comments";
        variables.put("id", "aa5a315d61ae9438b18d");
        springVariables = variables;
      }
      case "search" -> {
        template = "https://api.example.com/search/issues{?q,sort,order,per_page,page}";
        springTemplate =
            "https://api.example.com/search/issues?q={q}&sort={sort}&order={order}&per_page={per_page}&page={page}";
        expected = "https://api.example.com/search/issues"
            + "?q=repo%3Aurikit%2Fcore%20is%3Aopen%20label%3Abug&sort=created&order=desc&per_page=50&page=2";
        variables.put("q", "repo:urikit/core is:open label:bug");
        variables.put("sort", "created");
        variables.put("order", "desc");
        variables.put("per_page", "50");
        variables.put("page", "2");
        springVariables = variables;
      }
      default -> throw new IllegalArgumentException("no template shape " + shape);
    }
    urikit = UriTemplate.parse(template);
    handy = com.damnhandy.uri.template.UriTemplate.fromTemplate(template);
    spring = UriComponentsBuilder.fromUriString(springTemplate).encode().build();
    check("urikit", urikit(), expected);
    check("handy", handy(), expected);
    check("spring", spring(), expected);
  }

  private static void check(String side, String actual, String expected) {
    if (!actual.equals(expected)) {
      throw new IllegalStateException(side + " expands to " + actual + ", not " + expected);
    }
  }

  @Benchmark
  public String urikit() {
    return urikit.expand(variables);
  }

  @Benchmark
  public String handy() {
    return handy.expand(variables);
  }

  @Benchmark
  public String spring() {
    return spring.expand(springVariables).toUriString();
  }
}
