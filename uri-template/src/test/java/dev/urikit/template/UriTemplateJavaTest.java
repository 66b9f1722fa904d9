package dev.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** URI templates as a Java user writes them. */
class UriTemplateJavaTest {

  @Test
  void parseAndExpand() {
    UriTemplate template = UriTemplate.parse("https://api.example.com/repos/{owner}/issues{?labels,state}");
    assertEquals("https://api.example.com/repos/urikit/issues?labels=bug,ui&state=open",
        template.expand(Map.of("owner", "urikit", "labels", List.of("bug", "ui"), "state", "open")));
    assertEquals(List.of("owner", "labels", "state"), template.variableNames());
    assertEquals("https://api.example.com/repos/{owner}/issues{?labels,state}", template.toString());
  }

  @Test
  void mapsExpandInIterationOrder() {
    Map<String, String> keys = new LinkedHashMap<>();
    keys.put("semi", ";");
    keys.put("dot", ".");
    assertEquals("?semi=%3B&dot=.", UriTemplate.parse("{?keys*}").expand(Map.of("keys", keys)));
  }

  @Test
  void expandToUriChecksTheScheme() {
    UriTemplate template = UriTemplate.parse("http://{host}/");
    Uri uri = template.expandToUri(Map.of("host", "example.com"));
    assertEquals("http://example.com/", uri.toString());
    assertThrows(UriSyntaxException.class, () -> template.expandToUri(Map.of("host", "")));
    assertEquals("http:///", template.expandToUri(Map.of(), SchemeRegistry.empty()).toString());
    UriReference reference = UriTemplate.parse("{/id}").expandToReference(Map.of("id", "7"));
    assertTrue(reference.isRelative());
  }

  @Test
  void syntaxErrorsHaveKindAndIndex() {
    UriTemplateSyntaxException e = assertThrows(UriTemplateSyntaxException.class, () -> UriTemplate.parse("/a/{b"));
    assertEquals(UriTemplateSyntaxException.Kind.UNCLOSED_EXPRESSION, e.kind());
    assertEquals(3, e.index());
    assertNull(UriTemplate.parseOrNull("{!x}"));
  }

  @Test
  void matchReadsValuesBack() {
    UriTemplate template = UriTemplate.parse("https://example.com/users/{id}{?tab}");
    assertTrue(template.isMatchable());
    assertEquals(Map.of("id", "ann", "tab", "a b"), template.match(Uri.parse("https://example.com/users/ann?tab=a%20b")));
    assertNull(template.match(Uri.parse("https://example.com/groups/ann")));
    UriTemplate prefixed = UriTemplate.parse("/users/{id:3}");
    assertFalse(prefixed.isMatchable());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> prefixed.match(UriReference.parse("/users/ann")));
    assertTrue(e.getMessage().contains("{id:3}"), e.getMessage());
  }

  @Test
  void equalByText() {
    assertEquals(UriTemplate.parse("{a}"), UriTemplate.parse("{a}"));
    assertEquals(UriTemplate.parse("{a}").hashCode(), UriTemplate.parse("{a}").hashCode());
    assertFalse(UriTemplate.parse("{a}").equals(UriTemplate.parse("{b}")));
  }
}
