package com.example.tel;

import dev.urikit.testkit.SchemeContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The rules every urikit scheme must keep, run by uri-testkit's SchemeContract as JUnit dynamic tests. */
class TelSchemeContractTest {

  static final List<String> SAMPLES = List.of(
      "tel:+1-201-555-0123",                      // the examples of RFC 3966 section 6
      "tel:7042;phone-context=example.com",
      "tel:863-1234;phone-context=+1-914-555",
      "TEL:+1(201)555-0123;EXT=42;isub=AbC",
      "tel:%23123*;phone-context=Example.COM.",
      "tel:+44;foo=Bar;a;ext=--");

  @TestFactory
  Stream<DynamicTest> contract() {
    SchemeContract contract = new SchemeContract(new TelScheme(), SAMPLES, List.of(TelUri.class));
    return contract.checks().stream().map(check -> DynamicTest.dynamicTest(check.getName(), check::run));
  }
}
