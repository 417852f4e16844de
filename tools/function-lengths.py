#!/usr/bin/env python3
"""Usage: function-lengths.py [SOURCE_ROOT]

Prints production files over the line limit and functions over the body limit (issue 43's proof).

A function is a brace block whose header has a parameter list and that is not inside another function;
lambdas count towards the function that holds them. Exit status 1 when anything is over.
"""
import os
import re
import sys

FILE_LIMIT = 500
FUNCTION_LIMIT = 80
TYPE_HEADER = re.compile(r'\b(class|struct|union|enum|namespace)\b[^()]*$')


def strip(text):
    text = re.sub(r'//[^\n]*', '', text)
    text = re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), text, flags=re.S)
    text = re.sub(r'R"(\w*)\((.*?)\)\1"', lambda m: '""' + '\n' * m.group(0).count('\n'), text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", text)


def functions(path):
    text = strip(open(path, encoding='utf-8').read())
    stack = []  # (is_function, start_line)
    header = ''
    line = 1
    for ch in text:
        if ch == '\n':
            line += 1
        if ch == '{':
            inside = any(f for f, _ in stack)
            h = header.strip()
            is_function = (not inside and '(' in h and not TYPE_HEADER.search(h)
                           and not h.endswith('=') and not h.startswith('#'))
            stack.append((is_function, line))
            header = ''
        elif ch == '}':
            if stack:
                is_function, start = stack.pop()
                if is_function:
                    yield start, line - start + 1
            header = ''
        elif ch == ';':
            header = ''
        else:
            header += ch


def sources(root):
    for layer in ('models', 'ui', 'app'):
        for folder, _, names in sorted(os.walk(os.path.join(root, layer))):
            for name in sorted(names):
                if name.endswith(('.cpp', '.h')):
                    yield os.path.join(folder, name)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    over = []
    checked = 0
    for path in sources(root):
        checked += 1
        shown = os.path.relpath(path, root)
        lines = open(path, encoding='utf-8').read().count('\n')
        if lines > FILE_LIMIT:
            over.append(f'{shown}: {lines} lines (limit {FILE_LIMIT})')
        for start, length in functions(path):
            if length > FUNCTION_LIMIT:
                over.append(f'{shown}:{start}: function of {length} lines (limit {FUNCTION_LIMIT})')
    if not checked:
        print(f'no sources under {root}/models, ui or app', file=sys.stderr)
        return 2
    print('\n'.join(over) if over else f'{checked} files within {FILE_LIMIT} lines, functions within {FUNCTION_LIMIT}')
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main())
