"""Driver: xmltodict (expat-driven SAX handler building dicts, streaming callbacks with
`item_depth`, postprocessors, namespaces, `unparse` back to XML)."""

import io

import xmltodict

XML = """<?xml version="1.0"?>
<root xmlns:a="http://a.example/" id="r1">
  <item n="1">first<b>bold</b>tail</item>
  <item n="2"/>
  <a:thing a:attr="x">namespaced</a:thing>
  <list><v>1</v><v>2</v><v>3</v></list>
  <empty></empty>
  <!-- a comment -->
  <cdata><![CDATA[<not>parsed</not>]]></cdata>
</root>"""

doc = xmltodict.parse(XML)
print(doc)
print(
    xmltodict.parse(XML, process_namespaces=True, namespaces={"http://a.example/": "A"})
)
print(
    xmltodict.parse(XML, attr_prefix="$", cdata_key="text", force_cdata=True)["root"][
        "list"
    ]
)
print(xmltodict.parse(XML, force_list=("item", "v"), xml_attribs=False)["root"]["item"])
print(xmltodict.parse(XML, process_comments=True)["root"].get("#comment"))
print(xmltodict.parse(XML, strip_whitespace=False)["root"]["item"][0])
print(xmltodict.parse("<a><b>1</b><b>2</b></a>", dict_constructor=dict))


def postprocessor(path, key, value):
    try:
        return key + ":int", int(value)
    except (ValueError, TypeError):
        return key, value


print(xmltodict.parse(XML, postprocessor=postprocessor)["root"]["list"])
seen = []


def handle(path, item):
    seen.append(([p[0] for p in path], item))
    return True


xmltodict.parse(io.BytesIO(XML.encode()), item_depth=2, item_callback=handle)
for path, item in seen:
    print("stream", path, item)
try:
    xmltodict.parse(XML, item_depth=2, item_callback=lambda path, item: False)
except xmltodict.ParsingInterrupted:
    print("ParsingInterrupted")
try:
    xmltodict.parse("<a><b></a>")
except Exception as error:
    print("error", type(error).__name__)
print(xmltodict.unparse(doc, pretty=True, indent="  "))
print(
    xmltodict.unparse(
        {"r": {"@a": "1", "#text": "t", "c": [1, True, None, "x<y"]}},
        full_document=False,
    )
)
print(xmltodict.unparse({"r": {"x": {"@k": "v"}}}, short_empty_elements=True))
print(
    xmltodict.unparse(
        {"ns:r": {"@xmlns:ns": "urn:n", "ns:c": "1"}}, full_document=False
    )
)
print(
    xmltodict.unparse(
        {"r": {"a": 1}},
        preprocessor=lambda k, v: (k.upper(), v * 2 if isinstance(v, int) else v),
    )
)
try:
    xmltodict.unparse({"a": 1, "b": 2})
except ValueError as error:
    print("ValueError", error)
