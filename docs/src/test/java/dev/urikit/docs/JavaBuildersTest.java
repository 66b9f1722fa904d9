package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.urikit.Uri;
import dev.urikit.UriBuilder;
import dev.urikit.ftp.FtpUri;
import dev.urikit.http.HttpUri;
import dev.urikit.http.HttpUriBuilder;
import dev.urikit.mailto.MailtoUri;
import dev.urikit.mailto.MailtoUriBuilder;
import dev.urikit.news.NewsUri;
import dev.urikit.news.NntpUri;
import dev.urikit.urn.Urn;
import dev.urikit.urn.UrnBuilder;
import org.junit.jupiter.api.Test;

/**
 * The builder edits of the Java API on every typed view's builder, as a Java user writes them: query parameters set
 * and removed where the scheme has them, builders used again after {@code build()}, and what was written kept as
 * written. Expected values are written by hand.
 */
class JavaBuildersTest {

  @Test
  void anyUri() {
    Uri page = Uri.parse("HTTPS://Example.COM/a%2fb?x=%7e&page=1&utm_source=mail#F%7e");
    UriBuilder builder = page.toBuilder().setQueryParameter("page", "2").removeQueryParameter("utm_source");
    Uri next = builder.buildUri();
    Uri again = builder.buildUri();
    Uri later = builder.setQueryParameter("page", "3").buildUri();

    assertEquals("HTTPS://Example.COM/a%2fb?x=%7e&page=2#F%7e", next.toString());
    assertEquals(next.toString(), again.toString());
    assertEquals("HTTPS://Example.COM/a%2fb?x=%7e&page=3#F%7e", later.toString());
    assertEquals("HTTPS://Example.COM/a%2fb?x=%7e&page=2#F%7e", next.toString());
  }

  @Test
  void http() {
    HttpUri page = HttpUri.parse("https://example.com/list?x=%7e&page=1&utm_source=mail");
    HttpUriBuilder builder = page.toBuilder().setQueryParameter("page", "2").removeQueryParameter("utm_source");
    HttpUri next = builder.build();
    HttpUri later = builder.addQueryParameter("tag", "a b").build();

    assertEquals("https://example.com/list?x=%7e&page=2", next.toString());
    assertEquals("https://example.com/list?x=%7e&page=2&tag=a%20b", later.toString());
    assertEquals("https://example.com/list?x=%7e&page=2", next.toString());
    assertEquals("a b", later.queryParameters().first("tag"));
  }

  @Test
  void mailtoHeadersAreItsQueryParameters() {
    // RFC 6068 section 2: the query of a mailto URI is its header fields.
    MailtoUri message = MailtoUri.parse("mailto:a@example.com?subject=Hi&body=x");
    MailtoUriBuilder builder = message.toBuilder().setHeader("subject", "Re: Hi").removeHeader("body");
    MailtoUri reply = builder.build();
    MailtoUri later = builder.setHeader("in-reply-to", "<1@example.com>").build();

    assertEquals("mailto:a@example.com?subject=Re:%20Hi", reply.toString());
    assertEquals("mailto:a@example.com?subject=Re:%20Hi&in-reply-to=%3C1@example.com%3E", later.toString());
    assertEquals("mailto:a@example.com?subject=Re:%20Hi", reply.toString());
  }

  @Test
  void urnQComponent() {
    // RFC 8141 section 2.3.2: the q-component carries parameters for the resolver.
    Urn weather = Urn.parse("urn:example:weather?=op=map&lat=39.56");
    UrnBuilder builder = weather.toBuilder().qComponent(null).qParameter("op", "list");
    Urn listed = builder.build();
    Urn later = builder.qParameter("lat", "39.56").fComponent("x").build();

    assertEquals("urn:example:weather?=op=list", listed.toString());
    assertEquals("urn:example:weather?=op=list&lat=39.56#x", later.toString());
    assertEquals("urn:example:weather?=op=list", listed.toString());
    assertEquals("urn:Example:a%2cb?=x=%7e#f", Urn.parse("urn:Example:a%2cb?=x=%7e").toBuilder().fComponent("f").build().toString());
  }

  @Test
  void newsHasNoQueryAndAnFtpNameMayHoldAQuestionMark() {
    // RFC 5538 sections 2.1 and 2.2 give news and nntp no query; RFC 1738 section 5 lets an ftp name hold
    // a '?', so what RFC 3986 reads as a query is the rest of the name.
    assertEquals("a?x=1", FtpUri.parse("ftp://ftp.example.com/a?x=1").name());
    assertNull(NewsUri.parseOrNull("news:comp.lang.java?x=1"));
    assertNull(NntpUri.parseOrNull("nntp://news.example/comp.lang.java/1?x=1"));

    assertEquals("ftp://ftp.example.com/%7e/c;type=a",
        FtpUri.parse("ftp://ftp.example.com/%7e/a%2fb;type=a").toBuilder().name("c").build().toString());
    assertEquals("news://news.example:8119/comp.%6cang",
        NewsUri.parse("news://news.example/comp.%6cang").toBuilder().port(8119).build().toString());
    // the port the view reads (the default, 119) written back changes nothing
    assertEquals("news://news.example/comp.%6cang",
        NewsUri.parse("news://news.example/comp.%6cang").toBuilder().port(119).build().toString());
    assertEquals("nntp://news.example/comp.lang/42",
        NntpUri.parse("nntp://news.example/comp.lang/41").toBuilder().articleNumber(42).build().toString());
  }
}
